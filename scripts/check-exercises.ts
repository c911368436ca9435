/**
 * npm run exercises:check
 * Checks every exercise folder and prints a report; exits non-zero on any problem, and only then.
 */
import { resolve } from 'node:path';
import { checkExercises } from '../src/tooling/checkExercises';
import { formatCheckReport } from '../src/tooling/formatCheckReport';

const root = resolve(process.argv[2] ?? 'exercises');
const started = performance.now();
const checks = await checkExercises(root);
console.log(formatCheckReport(checks));
console.log(`Checked in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
process.exit(checks.some((c) => c.problems.length > 0) ? 1 : 0);
