// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { lessonPartsFor, openingWords, splitLesson } from './lessonParts';
import { formatProblem } from './problems';

const STEPS = ['blocks', 'json', 'example'];
const FILE = 'exercises/tiny/lesson.md';
/** A lesson with every kind of part, and a part that differs by language. */
const LESSON = `# Tiny

Write \`parse\`.

<!-- step: blocks -->
## Finding the blocks

Blocks.

<!-- step: json -->
<!-- typescript -->
Use \`JSON.parse\`.
<!-- python -->
Use \`json.loads\`.
<!-- end -->

<!-- part: Going further -->
## Why this matters
<!-- typescript -->
Only in TypeScript.
<!-- end -->
`;

const render = (markdown: string, { nested }: { nested: boolean }) => `${nested ? 'nested' : 'top'}[${markdown}]`;

describe('splitLesson', () => {
  it('cuts the lesson at its markers: the opening, then each step marked, then the parts tied to no step', () => {
    const { parts, problems } = splitLesson(LESSON, STEPS, FILE);
    expect(problems).toEqual([]);
    expect(parts.map((part) => (part.kind === 'step' ? part.step : part.kind === 'more' ? part.title : part.kind))).toEqual([
      'opening',
      'blocks',
      'json',
      'Going further',
    ]);
    expect(parts[0]!.markdown).toBe('# Tiny\n\nWrite `parse`.\n');
    expect(parts[1]!.markdown).toBe('## Finding the blocks\n\nBlocks.\n');
  });

  it('names the file and line of a step that does not exist, as the loader does for YAML (the fixture lesson)', () => {
    const fixture = readFileSync(new URL('./fixtures/unknownStep.lesson.md', import.meta.url), 'utf8');
    const { problems } = splitLesson(fixture, STEPS, FILE);
    expect(problems.map(formatProblem)).toEqual([
      'exercises/tiny/lesson.md:7: there is no step "jsno" in exercise.yaml; use one of: blocks, json, example',
    ]);
  });

  it('refuses a marker that would make the parts differ from the steps or by language, each at its line', () => {
    const lesson = [
      '<!-- step: json -->', // 1
      '<!-- step: blocks -->', // 2: before json in exercise.yaml
      '<!-- step: json -->', // 3: twice
      '<!-- python -->', // 4
      '<!-- step: example -->', // 5: inside a language section
      '<!-- end -->', // 6
      '<!-- part: -->', // 7: no title
      '<!-- step: example -->', // 8: after a part tied to no step (and twice)
      '<!-- steps: json -->', // 9: not a marker
      '<!-- step: -->', // 10: no id
      '<!-- end --> and text after it', // 11: a language marker that is not one
    ].join('\n');
    const messages = splitLesson(lesson, STEPS, FILE).problems.map(formatProblem);
    expect(messages).toEqual([
      `${FILE}:2: step "blocks" comes before step "json" in exercise.yaml; put the parts in the steps' order`,
      `${FILE}:3: step "json" already has a part, at line 1; a step has one part`,
      `${FILE}:5: a part marker inside the <!-- python --> section; put it outside, so both languages have the same parts`,
      `${FILE}:7: this part marker has no title; write "<!-- part: <title> -->"`,
      `${FILE}:8: step "example" already has a part, at line 5; a step has one part`,
      `${FILE}:9: "<!-- steps: json -->" is not a part marker; write "<!-- step: <step id> -->" or "<!-- part: <title> -->" on a line of its own`,
      `${FILE}:10: this step marker names no step; use one of: blocks, json, example`,
      `${FILE}:11: text after a language marker is lost (the line is read as HTML and dropped); put the marker on a line of its own`,
    ]);
  });
});

describe('lessonPartsFor', () => {
  const { parts } = splitLesson(LESSON, STEPS, FILE);

  it("gives every step a part, in the steps' order, with the language's text; a step the lesson leaves out has an empty one", () => {
    expect(lessonPartsFor(parts, STEPS, 'python', render)).toEqual([
      { kind: 'opening', html: 'top[# Tiny\n\nWrite `parse`.]' },
      { kind: 'step', step: 'blocks', html: 'nested[## Finding the blocks\n\nBlocks.]' },
      { kind: 'step', step: 'json', html: 'nested[Use `json.loads`.]' },
      { kind: 'step', step: 'example', html: '' },
      { kind: 'more', title: 'Going further', html: 'nested[## Why this matters]' },
    ]);
    expect(lessonPartsFor(parts, STEPS, 'typescript', render)[2]).toEqual({
      kind: 'step',
      step: 'json',
      html: 'nested[Use `JSON.parse`.]',
    });
  });

  it('leaves out a part tied to no step when it has no text in the language', () => {
    const { parts: onlyTypeScript } = splitLesson('# T\n<!-- part: More -->\n<!-- typescript -->\nTS.\n<!-- end -->\n', STEPS, FILE);
    expect(lessonPartsFor(onlyTypeScript, STEPS, 'python', render).filter((part) => part.kind === 'more')).toEqual([]);
    expect(lessonPartsFor(onlyTypeScript, STEPS, 'typescript', render).filter((part) => part.kind === 'more')).toHaveLength(1);
  });
});

describe('openingWords', () => {
  it("counts the opening's words in a language, leaving code blocks out", () => {
    const { parts } = splitLesson(
      '# Two words\n\n```ts\nconst a = 1;\n```\n<!-- python -->\nPython only.\n<!-- end -->\n<!-- step: blocks -->\nLater.',
      STEPS,
      FILE,
    );
    expect(openingWords(parts, 'typescript')).toBe(2);
    expect(openingWords(parts, 'python')).toBe(4);
  });
});
