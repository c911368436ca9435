import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SITE_FINGERPRINT_FILE, siteFingerprint } from '../src/tooling/browserGrading/siteFingerprint.ts';

/**
 * Writes grading-site.json into the built site: the digest of the sources it was built from. `npm run grade`
 * grades in a built site only when its digest is the one of the sources now (src/tooling/browserGrading/gradingSite.ts).
 * The digest is taken as the build starts: a file edited during the build makes the next grade build again.
 */
export function gradingFingerprint(appRoot: string, course: { id: string; dir: string; exercisesDir: string }): Plugin {
  let outDir = 'dist';
  let fingerprint = '';
  return {
    name: 'playground-grading-fingerprint',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      fingerprint = siteFingerprint(appRoot, course);
    },
    writeBundle() {
      writeFileSync(join(outDir, SITE_FINGERPRINT_FILE), `${JSON.stringify({ fingerprint, course: course.id }, null, 2)}\n`);
    },
  };
}
