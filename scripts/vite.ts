/**
 * npm run dev | build | preview [-- --course <folder>] [vite's own options]
 * Vite's command line refuses options it does not know, so this takes `--course` off and hands the
 * course to vite.config.ts through PLAYGROUND_COURSE, the way every other command reads it too
 * (src/tooling/courseOption.ts). The rest goes to Vite as it was typed.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { COURSE_ENV, courseOption, PLAYGROUND_ROOT } from '../src/tooling/courseOption.ts';

let chosen: ReturnType<typeof courseOption>;
try {
  chosen = courseOption(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const child = spawn(process.execPath, [join(PLAYGROUND_ROOT, 'node_modules/vite/bin/vite.js'), ...chosen.rest], {
  cwd: PLAYGROUND_ROOT,
  stdio: 'inherit',
  env: { ...process.env, [COURSE_ENV]: chosen.courseDir },
});
// Ctrl+C reaches Vite from the terminal itself; a kill aimed at this process is passed on.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
