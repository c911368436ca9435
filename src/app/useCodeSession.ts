import { useEffect, useMemo } from 'react';
import { CodeSession, type LinkCode } from '../persistence/codeSession';
import type { AppDeps } from './deps';

/**
 * The editor's code for one exercise in one language (see CodeSession), and the hooks that keep it safe:
 * the writes opening a shared link needs happen once the page is mounted, code another tab saved is picked
 * up, and unsaved code is written at once when the page is hidden or closed, or when the session is left
 * (a language switch, leaving the exercise).
 *
 * `linkCode` is a shared link's code (`null` for a link that could not be read, the limit for one too large), or `undefined`.
 */
export function useCodeSession(
  codeKey: string,
  starter: string,
  deps: Pick<AppDeps, 'codeStore' | 'onOtherTabStorage' | 'onPageHide'>,
  linkCode: LinkCode | undefined,
): CodeSession {
  const session = useMemo(() => new CodeSession(codeKey, starter, deps.codeStore, linkCode), [codeKey, starter, deps.codeStore, linkCode]);

  useEffect(() => session.start(), [session]);
  useEffect(() => deps.onOtherTabStorage(() => session.refreshFromStore()), [session, deps]);
  useEffect(() => {
    const save = () => session.flush();
    const unsubscribe = deps.onPageHide(save);
    return () => {
      unsubscribe();
      save();
    };
  }, [session, deps]);

  return session;
}
