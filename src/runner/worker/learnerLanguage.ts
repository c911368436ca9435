import type { LoadMessage } from '../protocol';
import type { ErrorInfo } from '../../core/runTypes';
import type { TraceSession } from './trace/recorder';

/**
 * What the worker core needs to know of the language the learner writes in.
 * The core (messages, drivers, plain data, limits) is the same for every
 * language; only loading the learner's module and describing its errors
 * differ. TypeScript is the default (`typescriptLanguage` in workerCore.ts);
 * Python's lives in python/pythonLanguage.ts.
 */
export interface LearnerLanguage {
  /** Which language this is: drivers word their messages for it (`LearnerModule.language`). */
  id: LanguageId;
  /**
   * Runs the learner's module; returns its exports (the entry function among them), or throws what the learner's code threw.
   * With `trace` (a load whose message asks for it), every call of the entry records its steps there.
   */
  load(message: LoadMessage, console: Console, trace?: TraceSession): Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * The trusted part of a load, before any learner code runs (Python runs the exercise's driver.py here): the
   * host starts the load's time limit once it is done, so only the learner's own code counts against it.
   */
  prepareLoad?(message: LoadMessage): Promise<void> | void;
  /** Why the entry function is missing from `exports`, in this language's words. */
  missingExport(message: LoadMessage, exports: Record<string, unknown>): string;
  /** Describes a thrown value (from the learner's code, or a driver's ShapeError) for the learner. */
  describeError(thrown: unknown, kind: ErrorInfo['kind']): ErrorInfo;
}

/** The languages an exercise can be written in. */
export type LanguageId = 'typescript' | 'python';
