import { z } from 'zod';
import { DEMO_TOOL_NAMES } from './seedTools.ts';
import { settingsSchema } from './settings.ts';

/**
 * Schemas for the files of an exercise folder. The messages are written for
 * an instructor who just edited a YAML file: they say what is wrong and what
 * would be right.
 */

/**
 * Text in a YAML file. YAML reads some bare words as other things: `false`, `true` as booleans,
 * `null`, `~` and nothing at all as null, `1e3` as a number. "Expected string, received boolean"
 * does not say that, so the message does, and says what to write instead.
 */
const text = (what: string) =>
  z.string({
    error: (issue) => {
      const input = issue.input;
      if (input === undefined) return undefined;
      if (input === null) {
        return `YAML reads this ${what} as null (\`null\`, \`~\` or nothing after the colon), not as text: write the ${what}, in quotes if it really is "null"`;
      }
      return `YAML reads this ${what} as the ${typeof input} ${String(input)}, not as text: put it in quotes (${what}: "${String(input)}"), or choose other words`;
    },
  });

const id = text('id').regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case words joined by dashes, like "known-tool"');

export const stepSchema = z.strictObject({
  id,
  title: z.string().min(1, 'give the step a title the learner will read'),
  summary: z.string().min(1, 'say in one line what this step checks'),
  /** Hints for this step (markdown), offered when it fails, one at a time. */
  hints: z.array(z.string().min(1)).default([]),
});

/**
 * A live run against a real model, for agent exercises that opt in: the page
 * calls the learner's entry as `runAgent(question, tools, functions,
 * systemPrompt, options, client)` with the demo tools named here and a client
 * whose requests the page makes. Never graded.
 */
export const liveSchema = z.strictObject({
  /** How the entry is called; `agent` is the only convention so far (the agent-loop signature). */
  call: z.literal('agent', 'the only live call there is: "agent" (runAgent(question, tools, functions, systemPrompt, options, client))'),
  /** Demo tools offered to the model, in order (src/runner/live/demoTools.ts). */
  tools: z.array(z.enum(DEMO_TOOL_NAMES)).min(1, 'offer at least one tool'),
  systemPrompt: z.string().min(1, 'give the live run a system prompt'),
  /** The question the form starts with; the learner may change it. */
  question: z.string().min(1),
  /** `options.maxSteps` for the live run. */
  maxSteps: z.number().int().min(1).max(20).default(8),
});

/**
 * Python's version of an exercise (used when the folder has solution.py): the
 * cases, steps and driver are shared, only names and hints differ.
 */
export const pythonSchema = z.strictObject({
  /** The function the learner defines; the snake_case of `entry` when absent. */
  entry: z.optional(z.string().regex(/^[A-Za-z_]\w*$/, 'entry is the name of the Python function the learner defines')),
  /** Hints for the whole exercise in Python's words; the TypeScript ones when absent. */
  hints: z.optional(z.array(z.string().min(1))),
  /** Hints per step id in Python's words; a step not listed here keeps no hints in Python (TypeScript hints would mislead). */
  stepHints: z.record(z.string(), z.array(z.string().min(1))).default({}),
  /**
   * Keys of the cases' inputs and expected values that Python spells otherwise
   * (`toolCalls: tool_calls`): a Python learner's cases use the Python name, in
   * what the driver gets and in what the results show.
   */
  names: z.record(z.string(), z.string().regex(/^[A-Za-z_]\w*$/, 'a Python name is a valid identifier')).default({}),
});

export const exerciseFileSchema = z.strictObject({
  title: z.string().min(1),
  /** Gone: an exercise's place is written once, in course.yaml's `exercises:` list. Named here to say so. */
  order: z.optional(z.never({ error: "an exercise's place in the course is course.yaml's exercises: list now; delete this line" })),
  entry: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'entry is the name of the function the learner exports'),
  /** Per case, in milliseconds; absent, the `settings:` default (this exercise's, the course's, or 2000). */
  timeLimitMs: z.optional(z.number().int().min(50).max(60_000)),
  modules: z.array(z.string()).default([]),
  /** Packages the learner may import types from (type-only: nothing of theirs runs); the editor loads their declarations. */
  typeImports: z.array(z.enum(['openai', 'zod'])).default([]),
  steps: z.array(stepSchema).min(1, 'an exercise needs at least one check step'),
  /**
   * A drawing of the input for failing cases, beside the plain one: `tool-call-blocks` frames each <tool_call> block
   * with its verdicts; `python-functions` shows each tool the case describes (`tool`, `tools`) as the Python it runs.
   */
  inputView: z.optional(z.enum(['tool-call-blocks', 'python-functions'])),
  /** A drawing of failing cases' results: `conversation` shows a transcript's messages, the first difference marked. */
  resultView: z.optional(z.enum(['conversation'])),
  /** Hints for the whole exercise (markdown), revealed one at a time, from gentle to specific. */
  hints: z.array(z.string().min(1)).default([]),
  /** Offer a "Live model" panel: the learner's code against a real OpenAI-compatible endpoint (see liveSchema). */
  live: z.optional(liveSchema),
  /** Names and hints for the Python version; the Python files themselves sit beside the TypeScript ones. */
  python: z.optional(pythonSchema),
  /** This exercise's settings, over the course's (see settings.ts). */
  settings: z.optional(settingsSchema),
});

export const caseSchema = z.strictObject({
  id,
  step: text('step'),
  /**
   * Other steps whose rule this case's expected value also shows (an "unknown tool" error in a
   * case about block numbering): when it fails, the results do not take it as a sign that its own
   * step's rule is broken. See summarize.ts, stepToLook.
   */
  involves: z.optional(z.array(text('a step id in involves'))),
  title: text('title').min(1, "say what the case checks, in a learner's words"),
  /**
   * The title in another language's words, where they differ: `None` and `False` for a Python learner where
   * the title names values of the learner's code (a title about JSON text keeps JSON's `null`).
   */
  titles: z.optional(z.strictObject({ python: text('the Python title').min(1, 'give the Python title, or leave titles out') })),
  example: z.boolean().default(false),
  input: z.unknown().refine((value) => value !== undefined, 'every case needs an input'),
  expected: z.unknown().refine((value) => value !== undefined, 'every case needs an expected value'),
});

export const casesFileSchema = z.strictObject({
  cases: z.array(caseSchema).min(1, 'add at least one case'),
});

export type LiveConfig = z.infer<typeof liveSchema>;
export type ExerciseFile = z.infer<typeof exerciseFileSchema>;
export type CasesFile = z.infer<typeof casesFileSchema>;
