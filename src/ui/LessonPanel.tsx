import { Lesson } from './Lesson';
import { Hints } from './Hints';

interface Props {
  lessonHtml: string;
  hints: string[];
  revealedHints: number;
  onRevealHint: () => void;
}

/** The lesson column of an exercise: the lesson, then its hints, one at a time. The target of the "Lesson" section button. */
export function LessonPanel({ lessonHtml, hints, revealedHints, onRevealHint }: Props) {
  return (
    <article className="lesson" aria-label="Lesson" id="lesson" tabIndex={-1}>
      <Lesson html={lessonHtml} />
      <Hints hints={hints} revealed={revealedHints} onReveal={onRevealHint} label="Hints" />
    </article>
  );
}
