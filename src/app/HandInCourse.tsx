import type { Exercise } from '../exercise/types';
import { SubmissionForm } from '../ui/SubmissionForm';
import type { AppDeps } from './deps';
import { downloadSubmission } from './downloadSubmission';

/** The home page's "Hand in your work": the whole course's submission file, under the learner's name. */
export default function HandInCourse({ deps, loadExercises }: { deps: AppDeps; loadExercises: () => Promise<Exercise[]> }) {
  return (
    <section className="hand-in" aria-labelledby="hand-in-heading">
      <h2 id="hand-in-heading">Hand in your work</h2>
      <p>
        Download one file with your code for every exercise (in each language you wrote), when you saved it and what your last Run showed,
        and send it to your teacher, who grades it again.
      </p>
      <SubmissionForm
        initialName={deps.learnerName.get()}
        buttonLabel="Download submission"
        onDownload={(name) => downloadSubmission(deps, loadExercises, name)}
      />
    </section>
  );
}
