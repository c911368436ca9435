import type { LanguageId } from '../core/language';

/**
 * What a learner starts from when the folder has no starter for their language: the entry, named as the
 * exercise names it, taking anything and not written yet. The lesson's "What to write" gives the real
 * signature; a stub does not guess it from the reference solution (whose types may live in that file), and
 * it fails every case with a message that says what to do, so `exercises:check` accepts it as a starter.
 */
export function starterStub(entry: string, language: LanguageId): string {
  if (language === 'python') {
    return `def ${entry}(*args, **kwargs):\n    # Write ${entry} here: the lesson says what it takes and returns.\n    raise NotImplementedError("${entry} is not written yet")\n`;
  }
  return `export function ${entry}(...args: unknown[]): unknown {\n  // Write ${entry} here: the lesson says what it takes and returns.\n  throw new Error('${entry} is not written yet');\n}\n`;
}
