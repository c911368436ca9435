import { course as siteCourse } from 'virtual:course';
import { identityOf, type CourseIdentity } from '../exercise/courseIdentity';
import type { Exercise } from '../exercise/types';
import type { AppDeps } from './deps';
import { saveFile } from './saveFile';

export interface DownloadOutcome {
  ok: boolean;
  message: string;
}

/**
 * Downloads the learner's submission of `exercises` under `learner` (remembered for next time), and says what
 * happened in a sentence for the page's status line. The format loads only when used.
 */
export async function downloadSubmission(
  deps: Pick<AppDeps, 'codeStore' | 'lastRuns' | 'learnerName' | 'now'>,
  exercises: () => Exercise[] | Promise<Exercise[]>,
  learner: string,
  course: CourseIdentity = identityOf(siteCourse),
): Promise<DownloadOutcome> {
  const name = learner.replace(/\s+/g, ' ').trim();
  if (!name) return { ok: false, message: 'Write your name first: your teacher needs to know whose work it is.' };
  deps.learnerName.set(name);
  try {
    const [{ buildSubmission }, list] = await Promise.all([import('../persistence/submission/buildSubmission'), exercises()]);
    const built = await buildSubmission(course, name, list, deps, deps.now());
    if (built.entries === 0)
      return { ok: false, message: 'Nothing to hand in yet: no code of yours is saved here. Write some, then download.' };
    saveFile(built.text, built.fileName);
    const what = built.entries === 1 ? 'your code' : `your code in ${built.entries} parts (exercise and language)`;
    return { ok: true, message: `Downloaded ${built.fileName} with ${what}. Send that file to your teacher.` };
  } catch (error) {
    return { ok: false, message: `The submission could not be made: ${(error as Error).message}` };
  }
}
