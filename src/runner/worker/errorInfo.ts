import { LEARNER_FILE } from '../../core/runTypes';
import type { ErrorInfo } from '../../core/runTypes';

const locationPattern = new RegExp(`${LEARNER_FILE.replace('.', '\\.')}:(\\d+):(\\d+)`);

/**
 * Describes a thrown value for the learner: its name and message, and the
 * line of *their* code it came from (the first stack frame in learner.ts),
 * not a line of the runner's.
 */
export function errorInfoFrom(thrown: unknown, kind: ErrorInfo['kind'] = 'exception'): ErrorInfo {
  if (thrown instanceof Error || (typeof thrown === 'object' && thrown !== null && 'message' in thrown)) {
    const error = thrown as { name?: unknown; message?: unknown; stack?: unknown };
    const info: ErrorInfo = {
      kind,
      name: safeString(error.name, 'Error'),
      message: safeString(error.message, ''),
    };
    const match = typeof error.stack === 'string' ? locationPattern.exec(error.stack) : null;
    if (match) {
      info.line = Number(match[1]);
      info.column = Number(match[2]);
    }
    return info;
  }
  return { kind, name: 'Thrown value', message: `your code threw ${safeString(thrown, 'a value')}, which is not an Error` };
}

function safeString(value: unknown, fallback: string): string {
  try {
    return typeof value === 'string' ? value : value === undefined ? fallback : String(value);
  } catch {
    return fallback;
  }
}
