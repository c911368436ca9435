import { useEffect, useState } from 'react';
import type { Exercise } from '../exercise/types';
import { checkReference, type ReferenceCheck } from '../instructor/checkReference';
import { ReferenceWarning } from '../instructor/ReferenceWarning';
import { runnerFor, type AppDeps } from './deps';

/**
 * On the dev server only (App loads it under import.meta.env.DEV): the
 * reference solution runs on every case of the open exercise, each time its
 * files change, and a case it fails is a warning at the top of the learner's
 * page, as in the instructor view. An instructor editing cases.yaml beside the
 * page sees a wrong expected value at once, not after a learner's Run.
 */
export default function DevReferenceWarning({ exercise, deps }: { exercise: Exercise; deps: AppDeps }) {
  const [reference, setReference] = useState<ReferenceCheck>();
  useEffect(() => {
    let current = true;
    void checkReference(exercise, runnerFor(deps)).then((found) => current && setReference(found));
    return () => {
      current = false;
    };
  }, [exercise, deps]);
  return reference ? <ReferenceWarning reference={reference} /> : null;
}
