interface Props {
  /** When that Run was (ms since the epoch). */
  savedAt: number;
  /** Whether the editor still holds the code that Run ran. */
  sameCode: boolean;
}

/** Says the results shown are of a Run from an earlier visit, and whether the code has changed since. */
export function EarlierRunNotice({ savedAt, sameCode }: Props) {
  const when = new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="earlier-run">
      Results of your last Run, {when}.{' '}
      {sameCode
        ? 'Your code is as it was then.'
        : 'Your code has changed since: these are the results of an earlier version. Run to check it as it is now.'}
    </p>
  );
}
