import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LivePanel } from './LivePanel';
import { initialLiveState, type LiveState } from '../../live/liveState';
import type { LiveForm } from '../../live/liveSettings';
import type { LiveConfig } from '../../exercise/types';

const config: LiveConfig = {
  call: 'agent',
  tools: ['web_search', 'get_stock_price', 'calculate'],
  systemPrompt: 'You are a financial research assistant.',
  question: 'Price of NVDA?',
  maxSteps: 8,
};
const form: LiveForm = { baseURL: '', model: '', apiKey: '', question: 'Price of NVDA?' };

function setup(state: LiveState = initialLiveState) {
  const onRun = vi.fn();
  const onStop = vi.fn();
  const changes: LiveForm[] = [];
  function Harness() {
    const [value, setValue] = useState(form);
    return (
      <LivePanel
        config={config}
        form={value}
        onFormChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        state={state}
        onRun={onRun}
        onStop={onStop}
      />
    );
  }
  render(<Harness />);
  return { onRun, onStop, changes, user: userEvent.setup() };
}

describe('LivePanel', () => {
  it('is a labelled form: base URL, model, an optional key kept for the tab only, the question', async () => {
    const { user, changes, onRun } = setup();
    expect(screen.getByRole('region', { name: 'Live model' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Base URL'), 'http://localhost:8080/v1');
    await user.type(screen.getByLabelText('Model'), 'llama');
    const key = screen.getByLabelText(/API key/);
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAccessibleDescription(/this tab only .*never saved with your code, never in a share link/);
    await user.type(key, 'sk-1');
    expect(changes.at(-1)).toEqual({ baseURL: 'http://localhost:8080/v1', model: 'llama', apiKey: 'sk-1', question: 'Price of NVDA?' });
    // Run live sits in the bar below the transcript, but submits this form (Enter in a field runs too: tested in Chromium).
    const runLive = screen.getByRole('button', { name: 'Run live' }) as HTMLButtonElement;
    expect(runLive.form).toBe(screen.getByRole('form', { name: 'Live model settings' }));
    await user.click(runLive);
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing is sent until you press Run live.');
  });

  it('says which tools answer with canned data', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Tools and system prompt'));
    const tools = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(tools).toEqual([
      'web_search: canned demo data, not live',
      'get_stock_price: canned demo data, not live',
      'calculate: really computes (arithmetic)',
    ]);
    expect(screen.getByText('You are a financial research assistant.')).toBeInTheDocument();
  });

  it('while waiting for the model: Stop is offered, Run live is not, and the transcript so far shows', async () => {
    const state: LiveState = {
      ...initialLiveState,
      phase: 'running',
      waitingFor: 2,
      entries: [
        {
          kind: 'sent',
          n: 1,
          model: 'stub',
          messages: [
            { role: 'system', content: 'S' },
            { role: 'user', content: 'Price of NVDA?' },
          ],
          total: 2,
          tools: 3,
        },
        {
          kind: 'reply',
          n: 1,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_stock_price', arguments: '{"ticker":"NVDA"}' } }],
          },
          finishReason: 'tool_calls',
        },
        {
          kind: 'sent',
          n: 2,
          model: 'stub',
          messages: [{ role: 'tool', tool_call_id: 'call_1', content: '{"price":875.4}' }],
          total: 4,
          tools: 3,
        },
      ],
    };
    const { user, onRun, onStop } = setup(state);
    const transcript = screen.getByRole('list', { name: 'Live transcript' });
    expect(within(transcript).getByText('get_stock_price({"ticker":"NVDA"})')).toBeInTheDocument();
    expect(within(transcript).getByText('{"price":875.4}')).toBeInTheDocument();
    expect(transcript).toHaveTextContent('Waiting for the model’s reply to request 2');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the model (request 2)');
    await user.click(screen.getByRole('button', { name: 'Run live' }));
    expect(onRun).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('shows the final record, a model error readably, and no pass or fail', () => {
    setup({
      ...initialLiveState,
      phase: 'done',
      entries: [{ kind: 'model-error', n: 1, name: 'InternalServerError', message: '500 The model is overloaded' }],
      end: {
        kind: 'returned',
        value: { question: 'q', answer: null, steps: 1, toolCalls: [], error: 'API error: 500 The model is overloaded' },
      },
    });
    expect(screen.getByRole('group', { name: 'Request 1 failed' })).toHaveTextContent(
      'Request 1 failed (InternalServerError): 500 The model is overloaded',
    );
    const record = screen.getByRole('region', { name: 'The record runAgent returned' });
    expect(record).toHaveTextContent('Steps1');
    expect(record).toHaveTextContent('ErrorAPI error: 500 The model is overloaded');
    expect(screen.queryByText(/passed|failed a step/i)).toBeNull();
  });

  it('says in the record that the model refused, when its last reply was a refusal the record reads as no answer', () => {
    setup({
      ...initialLiveState,
      phase: 'done',
      refusal: 'I can’t help with that.',
      end: { kind: 'returned', value: { question: 'q', answer: null, steps: 1, toolCalls: [], error: null } },
    });
    const record = screen.getByRole('region', { name: 'The record runAgent returned' });
    expect(record).toHaveTextContent(
      'RefusalThe model refused: “I can’t help with that.” (in choices[0].message.refusal; its content was null).',
    );
  });

  it('folds away the fields a server adds that the transcript does not put in words', async () => {
    const { user } = setup({
      ...initialLiveState,
      phase: 'running',
      waitingFor: 2,
      entries: [
        {
          kind: 'reply',
          n: 1,
          message: { role: 'assistant', content: 'Hello.', reasoning_content: 'thinking', provider: 'local' },
          finishReason: 'stop',
        },
      ],
    });
    const transcript = screen.getByRole('list', { name: 'Live transcript' });
    expect(within(transcript).getByText('Hello.')).toBeVisible();
    const other = within(transcript).getByText('Other fields (2)');
    expect(within(transcript).getByText(/reasoning_content/)).not.toBeVisible();
    await user.click(other);
    expect(within(transcript).getByText(/reasoning_content/)).toBeVisible();
  });

  it('says when it was stopped', () => {
    setup({ ...initialLiveState, phase: 'done', end: { kind: 'stopped' } });
    expect(screen.getByRole('status')).toHaveTextContent('Stopped');
  });
});
