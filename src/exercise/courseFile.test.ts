// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listingProblems, parseCourseFile, storagePrefixFor } from './courseFile';
import { BUILT_IN_STORAGE_PREFIX } from '../persistence/storageKeys';

const COURSE = `playground: 1
id: my-course
title: My course
description: One sentence.
exercises:
  - first
  - second
settings:
  hints: false
`;

const parsed = (text: string) => {
  const result = parseCourseFile(text, 'my-course/course.yaml');
  if ('problems' in result) throw new Error(result.problems.map((p) => `${p.line}: ${p.message}`).join('\n'));
  return result;
};

describe('parseCourseFile', () => {
  it('reads a course, with its settings parsed and defaults for what it leaves out', () => {
    const { course } = parsed(COURSE);
    expect(course).toEqual({
      id: 'my-course',
      title: 'My course',
      heading: 'My course',
      description: 'One sentence.',
      about: '',
      exercises: ['first', 'second'],
      settings: { hints: false },
      storagePrefix: 'playground:my-course:v1',
    });
  });

  it('names the file, the line and the field of each mistake', () => {
    const text = COURSE.replace('id: my-course', 'id: My Course').replace('hints: false', 'hints: maybe');
    expect(parseCourseFile(text, 'my-course/course.yaml')).toEqual({
      problems: [
        { file: 'my-course/course.yaml', line: 2, field: 'id', message: 'id is lower-case words joined by dashes, like my-agent-course' },
        { file: 'my-course/course.yaml', line: 9, field: 'settings.hints', message: 'hints is true or false' },
      ],
    });
  });

  it('refuses a course written for another format, saying which one it reads', () => {
    const result = parseCourseFile(COURSE.replace('playground: 1', 'playground: 2'));
    expect('problems' in result && result.problems[0]).toMatchObject({
      line: 1,
      field: 'playground',
      message: expect.stringMatching(/reads format 1/),
    });
  });

  it('refuses an exercise listed twice, at the second one', () => {
    const result = parseCourseFile(COURSE.replace('  - second', '  - second\n  - first'));
    expect('problems' in result && result.problems).toEqual([
      { file: 'course.yaml', line: 8, field: 'exercises[2]', message: '"first" is listed twice (first as exercises[0])' },
    ]);
  });
});

describe('listingProblems', () => {
  it('names a listed exercise without a folder at its line, and a folder left out of the list', () => {
    const problems = listingProblems(parsed(COURSE), ['first', 'third'], 'my-course/course.yaml', 'my-course/exercises');
    expect(problems).toEqual([
      {
        file: 'my-course/course.yaml',
        line: 7,
        field: 'exercises[1]',
        message: 'there is no folder my-course/exercises/second; create it (npm run exercises:new -- second) or remove it from the list',
      },
      {
        file: 'my-course/course.yaml',
        line: 6,
        field: 'exercises',
        message:
          'the folder my-course/exercises/third is not listed; add "- third" where learners should meet it, or rename the folder _third to keep it as a draft',
      },
    ]);
  });
});

describe('storagePrefixFor', () => {
  it("keeps every course's browser data apart, and the built-in course's where learners' code already is", () => {
    expect(storagePrefixFor({ id: 'one' })).not.toBe(storagePrefixFor({ id: 'two' }));
    expect(storagePrefixFor({ id: 'one' })).not.toBe(BUILT_IN_STORAGE_PREFIX);
    const builtIn = parsed(readFileSync('course.yaml', 'utf8')).course;
    expect(builtIn.storagePrefix).toBe('tool-calling-playground:v1');
  });

  it("keeps the built-in track's order, which learners' links and progress follow", () => {
    const builtIn = parsed(readFileSync('course.yaml', 'utf8')).course;
    expect(builtIn.exercises).toEqual([
      'parse-tool-calls',
      'validate-and-retry',
      'register-tools',
      'tool-decorator',
      'agent-loop',
      'test-the-agent',
    ]);
  });
});
