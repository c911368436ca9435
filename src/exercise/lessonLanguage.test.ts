import { describe, expect, it } from 'vitest';
import { lessonFor, snakeCase } from './lessonLanguage';

const lesson = [
  '# Parse',
  'Both.',
  '<!-- typescript -->',
  'Write `parseToolCalls`.',
  '<!-- python -->',
  'Write `parse_tool_calls`.',
  '<!-- end -->',
  'Both again.',
].join('\n');

describe('lessonFor', () => {
  it('keeps the shared text and the chosen language’s sections, and drops the markers', () => {
    expect(lessonFor(lesson, 'typescript')).toBe('# Parse\nBoth.\nWrite `parseToolCalls`.\nBoth again.');
    expect(lessonFor(lesson, 'python')).toBe('# Parse\nBoth.\nWrite `parse_tool_calls`.\nBoth again.');
  });

  it('leaves a lesson without markers unchanged', () => {
    expect(lessonFor('# Only one\ntext', 'python')).toBe('# Only one\ntext');
  });
});

describe('snakeCase', () => {
  it('turns an entry name into its Python name', () => {
    expect(snakeCase('parseToolCalls')).toBe('parse_tool_calls');
    expect(snakeCase('runAgent')).toBe('run_agent');
    expect(snakeCase('run')).toBe('run');
  });
});
