import type { Exercise } from '../exercise/types';
import type { RunState } from '../grading/runState';
import type { HintState, HintStore } from '../persistence/hintStore';
import type { ComponentProps } from 'react';
import { useLessonParts } from '../ui/lesson/useLessonParts';
import type { LessonPanel } from '../ui/lesson/LessonPanel';

/**
 * The lesson's parts beside the Run: which are open (useLessonParts), and the results' way to a step's
 * part, which reveals the step's first hint there if none was yet. Hints live in the lesson only, counted
 * in the exercise's hint store as before.
 */
export function useLessonView(exercise: Exercise, run: RunState, hints: HintState, hintStore: HintStore) {
  const parts = useLessonParts(run, exercise.steps[0]?.id);
  const panel: ComponentProps<typeof LessonPanel> = {
    parts: exercise.lessonParts,
    steps: run.steps,
    ran: run.phase !== 'idle',
    hints: exercise.hints,
    revealedHints: hints.exercise,
    onRevealHint: () => hintStore.revealExerciseHint(),
    stepHints: { revealed: hints.steps, onReveal: (step: string) => hintStore.revealStepHint(step) },
    view: parts,
  };
  return {
    /** What the lesson panel shows: the parts in the exercise's language, the Run's step statuses, the hints. */
    panel,
    /** Opens a step's part of the lesson and brings its hints into view. */
    showInLesson: (stepId: string) => {
      const step = exercise.steps.find((candidate) => candidate.id === stepId);
      if (step && step.hints.length > 0 && (hints.steps[stepId] ?? 0) === 0) hintStore.revealStepHint(stepId);
      parts.show(stepId);
    },
  };
}
