import { useEffect, useRef, useState } from 'react';
import type { RunJournal } from '../persistence/runJournal';
import type { AppDeps } from './deps';

/**
 * The page's side of the run journal (see RunJournal): whether the last Run of this exercise never ended
 * (`interrupted`, for the notice, until dismissed or the next Run), and the record of each Run from
 * `recordRunStart` to its end. A Run ends when it is no longer `runUnderWay`, or when the page is hidden,
 * closed or left: closing the page mid-Run is not a crash.
 */
export function useRunJournal(journal: RunJournal, onPageHide: AppDeps['onPageHide'], slug: string, runUnderWay: boolean) {
  const [interrupted, setInterrupted] = useState(false);
  /** Records the end of the Run under way. */
  const endRun = useRef<() => void>(undefined);

  useEffect(() => {
    let active = true;
    void journal.takeInterrupted(slug).then((found) => active && found && setInterrupted(true));
    return () => {
      active = false;
    };
  }, [journal, slug]);
  useEffect(() => {
    if (!runUnderWay) endRun.current?.();
  }, [runUnderWay]);
  useEffect(() => {
    const end = () => endRun.current?.();
    const unsubscribe = onPageHide(end);
    return () => {
      unsubscribe();
      end();
    };
  }, [onPageHide]);

  const recordRunStart = () => {
    endRun.current?.();
    endRun.current = journal.begin(slug);
    setInterrupted(false);
  };
  return { interrupted, dismissInterrupted: () => setInterrupted(false), recordRunStart };
}
