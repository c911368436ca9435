import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files of a new exercise: a tiny but complete one that passes
 * `exercises:check` as it is, so an instructor starts from something that
 * works and changes one thing at a time.
 */
export function scaffoldFiles(slug: string): Record<string, string> {
  const entry = slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const title = slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return {
    'exercise.yaml': `title: ${title}
# Its place in the course: course.yaml's exercises: list.
# The function the learner exports; driver.ts calls it once per case.
entry: ${entry}
# Per case, in milliseconds. A case that runs longer is stopped and reported as a timeout.
timeLimitMs: 2000
# Modules the learner may import (for example: [zod]).
modules: []
steps:
  - id: basics
    title: The basics
    summary: One line that says what this step checks.
    # Revealed one at a time when the step fails, from a nudge to nearly the code (exercises:check wants at least one).
    hints:
      - "A nudge: what the step needs, without the code."
      - "Nearly the code: return Hello, then the name, then an exclamation mark, as one string."
`,
    'lesson.md': `# ${title}

Explain the problem here, then what to write:

\`\`\`ts
export function ${entry}(name: string): string;
\`\`\`
`,
    'starter.ts': `export function ${entry}(name: string): string {
  // TODO
  return '';
}
`,
    'solution.ts': `export function ${entry}(name: string): string {
  return \`Hello, \${name}!\`;
}
`,
    'driver.ts': `import { defineDriver } from 'playground/driver';

interface Input {
  name: string;
}

/** Calls the learner's function with one case's input and returns what to compare. */
export default defineDriver({
  run(learner, input) {
    const { name } = input as Input;
    return learner.entry(name);
  },
});
`,
    'cases.yaml': `# Each case: a unique id, the step it belongs to, a title in the learner's words,
# the input the driver receives, and the expected value, written by hand.
cases:
  - id: greets-by-name
    step: basics
    title: Greets the person by name
    example: true
    input:
      name: Ada
    expected: Hello, Ada!
`,
    'types.d.ts': `// Ambient types the learner's code can use without importing them.
`,
    'mistakes/empty-greeting.ts': `// Mistake: forgets the name.
export function ${entry}(name: string): string {
  return 'Hello!';
}
`,
  };
}

export function scaffoldExercise(root: string, slug: string): string {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`"${slug}" is not a valid slug: use lower-case words joined by dashes, like "retry-with-zod"`);
  }
  const dir = join(root, slug);
  if (existsSync(dir)) throw new Error(`${dir} already exists; pick another slug`);
  for (const [name, text] of Object.entries(scaffoldFiles(slug))) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
