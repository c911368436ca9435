import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { testAppDeps } from '../test/appDeps';
import { codeKey, LIVE_API_KEY_KEY } from '../persistence/storageKeys';
import type { Endpoint, ModelCaller, ModelOutcome } from '../live/modelCaller';

const agentLoop = exercises.find((e) => e.slug === 'agent-loop')!;

const completion = (message: Record<string, unknown>, finish_reason: string) => ({
  choices: [{ index: 0, finish_reason, message: { role: 'assistant', content: null, ...message } }],
});

function setup(outcomes: ModelOutcome[]) {
  localStorage.setItem(codeKey('agent-loop'), JSON.stringify({ code: agentLoop.solution, savedAt: 1 }));
  window.location.hash = '#/agent-loop';
  const endpoints: Endpoint[] = [];
  const createModelCaller = (endpoint: Endpoint): ModelCaller => {
    endpoints.push(endpoint);
    return async () => outcomes.shift() ?? { ok: false, error: { name: 'Error', message: 'unscripted' } };
  };
  const base = testAppDeps();
  const deps = testAppDeps({ live: { ...base.live, createModelCaller } });
  render(<App deps={deps} exercises={exercises} />);
  return { deps, endpoints, user: userEvent.setup() };
}

describe('the live model panel on agent-loop', () => {
  it('runs the learner’s code against the named endpoint and shows the transcript and the record, ungraded', async () => {
    const { user, endpoints, deps } = setup([
      {
        ok: true,
        completion: completion(
          { tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'calculate', arguments: '{"expression":"875.4 * 10"}' } }] },
          'tool_calls',
        ),
      },
      { ok: true, completion: completion({ content: 'Ten NVDA shares are worth $8754.' }, 'stop') },
    ]);
    const panel = await screen.findByRole('region', { name: 'Live model' });
    await user.type(within(panel).getByLabelText('Base URL'), 'http://localhost:8080/v1/');
    await user.type(within(panel).getByLabelText('Model'), 'stub-model');
    await user.type(within(panel).getByLabelText(/API key/), 'sk-session-only');
    await user.click(within(panel).getByRole('button', { name: 'Run live' }));

    const record = await within(panel).findByRole('region', { name: 'The record runAgent returned' }, { timeout: 10_000 });
    expect(record).toHaveTextContent('AnswerTen NVDA shares are worth $8754.');
    expect(record).toHaveTextContent('step 1: calculate({"expression":"875.4 * 10"})');
    const transcript = within(panel).getByRole('list', { name: 'Live transcript' });
    expect(transcript).toHaveTextContent('Request 1 sent to stub-model: 2 messages, 3 tools');
    // The demo calculator really computed, and the learner's code sent it back.
    expect(within(transcript).getByText('8754')).toBeInTheDocument();
    expect(endpoints).toEqual([{ baseURL: 'http://localhost:8080/v1', apiKey: 'sk-session-only' }]);

    // The key is in sessionStorage only; nothing graded, no progress recorded.
    expect(sessionStorage.getItem(LIVE_API_KEY_KEY)).toBe('sk-session-only');
    const everythingSaved = Array.from(
      { length: localStorage.length },
      (_, i) => `${localStorage.key(i)}=${localStorage.getItem(localStorage.key(i)!)}`,
    ).join('\n');
    expect(everythingSaved).toContain('live-endpoint');
    expect(everythingSaved).not.toContain('sk-session-only');
    // Opening saved code marks the exercise started (as before); a live run neither runs nor solves it.
    expect(deps.progress.getState()['agent-loop']).toEqual({ startedAt: expect.any(Number) });
    expect(within(screen.getByRole('region', { name: 'Results' })).queryByText(/steps? passed/)).toBeNull();
  });

  it('refuses a base URL that is not one, before anything is sent', async () => {
    const { user, endpoints } = setup([]);
    const panel = await screen.findByRole('region', { name: 'Live model' });
    await user.type(within(panel).getByLabelText('Base URL'), 'localhost:8080');
    await user.type(within(panel).getByLabelText('Model'), 'm');
    await user.click(within(panel).getByRole('button', { name: 'Run live' }));
    expect(within(panel).getByText(/must start with http:\/\/ or https:\/\//)).toBeInTheDocument();
    expect(endpoints).toEqual([]);
  });

  it('is offered only by exercises that opt in', async () => {
    window.location.hash = '#/parse-tool-calls';
    render(<App deps={testAppDeps()} exercises={exercises} />);
    // Give a lazy panel the time it would take to appear.
    await expect(screen.findByRole('region', { name: 'Live model' }, { timeout: 300 })).rejects.toThrow();
  });
});
