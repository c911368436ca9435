import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConversationView } from './ConversationView';
import { InputViewContext } from '../results/inputViewContext';
import type { Notation } from '../../grading/notation';

const user = { role: 'user', content: 'Book R101.' };
const expected = { transcript: { messages: [user, { role: 'assistant', content: { room: '101', confirmed: true } }] } };
const received = { transcript: { messages: [user, { role: 'assistant', content: { room: '101', confirmed: null } }] } };

function show(notation: Notation) {
  render(
    <InputViewContext.Provider value={{ notation }}>
      <ConversationView expected={expected} received={received} />
    </InputViewContext.Provider>,
  );
  return screen.getByRole('figure');
}

describe('the conversation view, in the learner’s notation', () => {
  it('names where the conversation is and shows non-text content as Python for a Python learner', () => {
    const figure = show('python');
    expect(figure).toHaveTextContent("The conversation your code sent (transcript['messages']): first difference at message 2");
    expect(figure).toHaveTextContent("{'room': '101', 'confirmed': None}");
    expect(figure).toHaveTextContent("{'room': '101', 'confirmed': True}");
  });

  it('keeps TypeScript notation for a TypeScript learner', () => {
    const figure = show('typescript');
    expect(figure).toHaveTextContent('The conversation your code sent (transcript.messages): first difference at message 2');
    expect(figure).toHaveTextContent('{ room: "101", confirmed: null }');
  });
});

describe('the conversation view, by keyboard', () => {
  it('lets a keyboard reach the list of messages, which scrolls when long', () => {
    show('typescript');
    const messages = screen.getByRole('list', { name: 'Messages' });
    messages.focus();
    expect(messages).toHaveFocus();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the conversation view, for a request never made', () => {
  it('shows the expected messages as expected, with no message of the learner’s marked as differing', () => {
    const twoRequests = { requests: [{ messages: [user] }, { messages: [user, { role: 'assistant', content: 'R101 is booked.' }] }] };
    render(
      <InputViewContext.Provider value={{ notation: 'typescript' }}>
        <ConversationView expected={twoRequests} received={{ requests: [{ messages: [user] }] }} />
      </InputViewContext.Provider>,
    );
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('Your code never sent this conversation (requests[1].messages): it stopped before this request.');
    expect(figure).not.toHaveTextContent('First difference');
    expect(screen.getByRole('list', { name: 'Expected messages' })).toHaveTextContent('R101 is booked.');
  });
});
