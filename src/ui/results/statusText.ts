import type { CaseStatus } from '../../grading/types';

/**
 * Every status has a word and a sign, so colour is never the only signal. Each sign is in the
 * fonts Debian installs (DejaVu); timed out's is drawn (`StatusSign`), its text here is for plain text.
 */
export const STATUS: Record<CaseStatus, { sign: string; word: string }> = {
  pass: { sign: '✓', word: 'passed' },
  fail: { sign: '✗', word: 'failed' },
  error: { sign: '!', word: 'error' },
  timeout: { sign: '◷', word: 'timed out' },
  'not-run': { sign: '–', word: 'not run' },
  pending: { sign: '…', word: 'running' },
};
