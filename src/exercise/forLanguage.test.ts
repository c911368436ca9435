import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { parseExercise } from './parseExercise';
import { readExerciseFiles } from './loadFromDisk';
import { forLanguage, offeredLanguage, renameKeys } from './forLanguage';

const agentLoop = parseExercise('agent-loop', readExerciseFiles(join(resolve('exercises'), 'agent-loop')));
const decorator = parseExercise('tool-decorator', readExerciseFiles(join(resolve('exercises'), 'tool-decorator')));

describe('forLanguage', () => {
  it("gives a Python learner the cases under Python's names, in inputs and expected values alike", () => {
    const python = forLanguage(agentLoop, 'python');
    const shared = agentLoop.cases.find((c) => c.id === 'options-given')!;
    const mine = python.cases.find((c) => c.id === 'options-given')!;
    expect(mine.input).toMatchObject({
      system_prompt: 'Answer briefly.',
      options: { model: 'gpt-4.1-mini', max_steps: 3, max_output_tokens: 200 },
    });
    expect(mine.expected).toMatchObject({ returned: { tool_calls: [] } });
    expect(JSON.stringify(mine)).not.toMatch(/toolCalls|systemPrompt|maxSteps|maxOutputTokens/);
    // The shared exercise, and so TypeScript's view of it, is untouched.
    expect(shared.input).toMatchObject({ systemPrompt: 'Answer briefly.', options: { maxSteps: 3 } });
    expect(forLanguage(agentLoop, 'typescript').cases).toBe(agentLoop.cases);
  });

  it("gives a Python learner a case's title in Python's words where the case has one, and every other title as written", () => {
    const python = forLanguage(agentLoop, 'python');
    const written = agentLoop.cases.find((c) => c.id === 'nothing-returned')!;
    expect(written.title).toBe('A tool that returns nothing is answered with null, as JSON');
    expect(python.cases.find((c) => c.id === 'nothing-returned')!.title).toBe('A tool that returns None is answered with null, as JSON');
    expect(forLanguage(agentLoop, 'typescript').cases.find((c) => c.id === 'nothing-returned')!.title).toBe(written.title);
    const plain = agentLoop.cases.find((c) => c.titles === undefined)!;
    expect(python.cases.find((c) => c.id === plain.id)!.title).toBe(plain.title);
  });

  it('offers TypeScript and Python where both are written, and Python alone for the decorator exercise', () => {
    expect(agentLoop.languages).toEqual(['typescript', 'python']);
    expect(decorator.languages).toEqual(['python']);
    expect(offeredLanguage(decorator.languages, 'typescript')).toBe('python');
    expect(offeredLanguage(agentLoop.languages, 'python')).toBe('python');
    expect(offeredLanguage(agentLoop.languages, undefined)).toBe('typescript');
  });

  it('gives a Python-only exercise in Python whichever language is asked for', () => {
    for (const language of ['python', 'typescript'] as const) {
      const exercise = forLanguage(decorator, language);
      expect(exercise.entry).toBe('tool');
      expect(exercise.starter).toContain('def tool(description: str, **param_descriptions: str):');
      expect(exercise.solutionHtml).toContain('language-python');
      expect(exercise.hasGenerator).toBe(false);
    }
  });

  it('renames keys at any depth, keeps their order, and leaves values and other keys alone', () => {
    const renamed = renameKeys({ a: 1, toolCalls: [{ toolCalls: 'toolCalls' }], z: null }, { toolCalls: 'tool_calls' });
    expect(renamed).toEqual({ a: 1, tool_calls: [{ tool_calls: 'toolCalls' }], z: null });
    expect(Object.keys(renamed as object)).toEqual(['a', 'tool_calls', 'z']);
    // An inherited name is no key to rename.
    expect(renameKeys({ toString: 1 }, { toolCalls: 'tool_calls' })).toEqual({ toString: 1 });
  });
});
