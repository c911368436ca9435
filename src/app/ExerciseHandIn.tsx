import type { Exercise } from '../exercise/types';
import { SubmissionForm } from '../ui/SubmissionForm';
import type { AppDeps } from './deps';
import { downloadSubmission } from './downloadSubmission';

interface Props {
  deps: Pick<AppDeps, 'codeStore' | 'lastRuns' | 'learnerName' | 'now'>;
  /** The exercise, in any of its languages: the file holds every language's saved code. */
  exercise: Exercise;
  /** Saves the code as typed: the file is made from what is saved. */
  saveNow: () => void;
}

/** The panel of an exercise's "Download submission": what the file holds, the learner's name and the download. */
export default function ExerciseHandIn({ deps, exercise, saveNow }: Props) {
  return (
    <>
      <p>
        One file with your code for this exercise (each language you wrote), when you saved it and what your last Run showed: send it to
        your teacher.
      </p>
      <SubmissionForm
        initialName={deps.learnerName.get()}
        buttonLabel="Download"
        autoFocus
        onDownload={(name) => {
          saveNow();
          return downloadSubmission(deps, () => [exercise], name);
        }}
      />
    </>
  );
}
