import { LANGUAGE_NAMES, type LanguageId } from '../core/language';
import { exerciseLink } from './route';

interface Props {
  /** The learner's own language, which this exercise does not offer. */
  missing: LanguageId;
  /** The language the exercise is shown in instead. */
  shown: LanguageId;
  /** The nearest exercise of the track that offers the learner's language, and whether it comes after this one. */
  nearest: { slug: string; title: string; after: boolean } | undefined;
}

/** Says why a Python learner meets TypeScript here (or the reverse), and where their language goes on. */
export function MissingLanguageNote({ missing, shown, nearest }: Props) {
  return (
    <p className="missing-language" role="note">
      This exercise is in {LANGUAGE_NAMES[shown]} only.{' '}
      {nearest && (
        <>
          {nearest.after ? 'The next' : 'The nearest'} in {LANGUAGE_NAMES[missing]}:{' '}
          <a href={exerciseLink(nearest.slug)}>{nearest.title}</a>.
        </>
      )}
    </p>
  );
}

/** The exercise of `track` nearest to `slug` that offers `language`: the first after it, else the last before it. */
export function nearestIn(
  track: readonly { slug: string; title: string; languages: readonly LanguageId[] }[],
  slug: string,
  language: LanguageId,
): Props['nearest'] {
  const index = track.findIndex((entry) => entry.slug === slug);
  const after = track.slice(index + 1).find((entry) => entry.languages.includes(language));
  if (after) return { slug: after.slug, title: after.title, after: true };
  const before = track
    .slice(0, Math.max(index, 0))
    .reverse()
    .find((entry) => entry.languages.includes(language));
  return before && { slug: before.slug, title: before.title, after: false };
}
