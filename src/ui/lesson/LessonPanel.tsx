import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import type { LessonPart } from '../../exercise/types';
import type { StepResult } from '../../grading/types';
import { Lesson } from '../Lesson';
import { scrollToTopWithin } from '../scrollWithin';
import { Hints } from '../Hints';
import { StatusSign } from '../results/StatusSign';
import { STATUS } from '../results/statusText';
import { TitleText } from '../results/TitleText';
import { plainTitle } from '../results/inlineCode';
import type { LessonParts } from './useLessonParts';

interface Props {
  parts: LessonPart[];
  /** The check steps as the last Run left them (or not run yet): each step's part shows its status and hints. */
  steps: StepResult[];
  /** Whether a Run has started (or an earlier visit's is shown): before, every step is "not run yet". */
  ran: boolean;
  /** The whole exercise's hints, shown in the opening. */
  hints: string[];
  revealedHints: number;
  onRevealHint: () => void;
  /** How many hints of each step are revealed, and revealing the next. */
  stepHints: { revealed: Record<string, number>; onReveal: (step: string) => void };
  /** Which parts are open, where a Run says to look, and where the learner was last sent (useLessonParts). */
  view: Pick<LessonParts, 'open' | 'lookFirst' | 'request' | 'toggle'>;
}

/** The element a step's part is brought to: its hints when it has some, else the part's heading. */
export const partTargetId = (step: string) => `lesson-part-${step}`;
const hintsId = (step: string) => `lesson-hints-${step}`;

/**
 * The lesson column of an exercise, in parts: the opening (the problem, what to write, and the exercise's
 * hints), then one part per check step, headed with the step's title and its status from the last Run,
 * holding what the lesson says about that step and the step's hints; then reference parts. Parts after the
 * opening open and close (a disclosure button in the heading, as the results' steps do). The target of the
 * "Lesson" section button.
 */
export function LessonPanel({ parts, steps, ran, hints, revealedHints, onRevealHint, stepHints, view }: Props) {
  const { request } = view;
  useEffect(() => {
    if (!request) return;
    if (request.focus === false) {
      // A Run moved the learner on: the next part comes into view in the lesson's own scrolling, focus stays in the editor.
      const part = document.getElementById(partTargetId(request.step));
      if (part) scrollToTopWithin(part);
      return;
    }
    const target = document.getElementById(hintsId(request.step)) ?? document.getElementById(partTargetId(request.step));
    // Optional: jsdom has no scrolling; focus is what matters there.
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [request]);

  let more = 0;
  return (
    <article className="lesson" aria-label="Lesson" id="lesson" tabIndex={-1}>
      {parts.map((part) => {
        if (part.kind === 'opening') {
          return (
            <div key="opening" className="lesson-opening">
              <Lesson html={part.html} />
              <Hints hints={hints} revealed={revealedHints} onReveal={onRevealHint} label="Hints" />
            </div>
          );
        }
        if (part.kind === 'more') {
          const key = `more:${more++}`;
          return (
            <Part
              key={key}
              className="lesson-part part-more"
              open={view.open.has(key)}
              onToggle={() => view.toggle(key)}
              heading={part.title}
            >
              <Lesson html={part.html} />
            </Part>
          );
        }
        const index = steps.findIndex((step) => step.id === part.step);
        const step = steps[index];
        if (!step) return null;
        return (
          <StepPart
            key={step.id}
            step={step}
            html={part.html}
            number={{ index, of: steps.length }}
            status={ran ? step.status : 'idle'}
            lookHere={view.lookFirst === step.id}
            open={view.open.has(step.id)}
            onToggle={() => view.toggle(step.id)}
            hints={{ revealed: stepHints.revealed[step.id] ?? 0, onReveal: () => stepHints.onReveal(step.id) }}
          />
        );
      })}
    </article>
  );
}

/** A step's part: its title, number and status in the heading; what the check asks, the lesson's text for it and its hints inside. */
function StepPart({
  step,
  html,
  number,
  status,
  lookHere,
  open,
  onToggle,
  hints,
}: {
  step: StepResult;
  html: string;
  number: { index: number; of: number };
  status: StepResult['status'] | 'idle';
  lookHere: boolean;
  open: boolean;
  onToggle: () => void;
  hints: { revealed: number; onReveal: () => void };
}) {
  return (
    <Part
      className={`lesson-part part-${status}${lookHere ? ' part-look' : ''}`}
      open={open}
      onToggle={onToggle}
      buttonId={partTargetId(step.id)}
      heading={
        <>
          {/* Spaces between the pieces: an accessible name joins inline elements without one. */}
          <span className="part-kicker">
            Step {number.index + 1} of {number.of}
          </span>{' '}
          <span className="part-title">
            <TitleText text={step.title} />
          </span>{' '}
          <PartStatus status={status} />
          {lookHere && (
            <>
              {' '}
              <span className="tag part-look-tag">Start here</span>
            </>
          )}
        </>
      }
    >
      <p className="step-summary">
        <span className="part-checks">What the check asks:</span> <TitleText text={step.summary} />
      </p>
      {html !== '' && <Lesson html={html} />}
      <Hints
        hints={step.hints}
        revealed={hints.revealed}
        onReveal={hints.onReveal}
        label={`Hints for ${plainTitle(step.title)}`}
        id={hintsId(step.id)}
      />
    </Part>
  );
}

/** A part after the opening: a heading whose button opens and closes the part's body. */
function Part({
  className,
  open,
  onToggle,
  heading,
  buttonId,
  children,
}: {
  className: string;
  open: boolean;
  onToggle: () => void;
  heading: ReactNode;
  buttonId?: string;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <section className={className}>
      <h3 className="part-heading">
        <button type="button" id={buttonId} className="part-button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className="part-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>{' '}
          {heading}
        </button>
      </h3>
      <div id={panelId} className="part-body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** A step's status in words beside its sign, as in the results; "not run yet" before the first Run. */
function PartStatus({ status }: { status: StepResult['status'] | 'idle' }) {
  if (status === 'idle') {
    return (
      <span className="badge badge-not-run">
        <span aria-hidden="true">○</span> not run yet
      </span>
    );
  }
  return (
    <span className={`badge badge-${status}`}>
      <StatusSign status={status} /> {STATUS[status].word}
    </span>
  );
}
