import type { Exercise } from '../exercise/types';
import { PANE_SHORTCUT } from './usePaneShortcut';
import { lazy, type ComponentProps } from 'react';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import type { CodeSession, CodeState } from '../persistence/codeSession';
import type { EditorProps } from '../editor/EditorProps';
import { Toolbar } from '../ui/Toolbar';
import { SubmissionDisclosure } from '../ui/SubmissionDisclosure';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { MissingLanguageNote } from '../ui/MissingLanguageNote';
import { PythonProgress } from '../ui/PythonProgress';
import { InterruptedRunNotice } from '../ui/InterruptedRunNotice';
import { CodeNoticeBanner } from '../ui/CodeNoticeBanner';
import { EditorBesideSolution } from '../ui/EditorBesideSolution';
import type { AppDeps } from './deps';
import type { ReferenceOffer } from '../exercise/referenceOffer';
import { ExerciseEditor } from './ExerciseEditor';
import { usePythonStatus } from './usePythonStatus';
import { jumpTo } from './jumpTo';

// Its own chunk, loaded when the learner opens "Download submission".
const ExerciseHandIn = lazy(() => import('./ExerciseHandIn'));

interface Props {
  deps: Pick<AppDeps, 'Editor' | 'python' | 'learnerName' | 'codeStore' | 'lastRuns' | 'now'>;
  exercise: Exercise;
  language: LanguageId;
  /** The languages offered; a switch shows when there are two. */
  languages: LanguageId[];
  /** The learner's own language when this exercise does not offer it, and the nearest exercise that does. */
  missingLanguage?: Omit<ComponentProps<typeof MissingLanguageNote>, 'shown'>;
  onChooseLanguage: (language: LanguageId) => void;
  /** The editor's code, and the session that edits, resets and swaps it. */
  code: CodeState;
  codeSession: CodeSession;
  run: RunState;
  /** Whether the reference solution is offered now, and if not, when (the exercise's setting; see referenceOffer.ts). */
  reference: ReferenceOffer;
  /** The last Run of this exercise never ended (see useRunJournal). */
  interruptedRun: { shown: boolean; onDismiss: () => void };
  onRun: () => void;
  onShare: () => Promise<{ copied: boolean; link: string }>;
  /**
   * What the page tells the editor and hears from it: the line to reveal, the trace step's line, the type
   * checker it asks at each Run, and that the editor is up (the page prepares the first Run then).
   */
  editor: Pick<EditorProps, 'revealLine' | 'traceLine' | 'onTypeChecker' | 'onReady'>;
  /** Whether the reference solution shows beside the code. */
  solution: { open: boolean; onOpenChange: (open: boolean) => void };
}

/** The editor column: the code actions, the language, notices about the code, the editor and the reference solution. */
export function EditorPanel({
  deps,
  exercise,
  language,
  languages,
  missingLanguage,
  onChooseLanguage,
  code,
  codeSession,
  run,
  reference,
  interruptedRun,
  onRun,
  onShare,
  editor,
  solution,
}: Props) {
  const pythonStatus = usePythonStatus(deps.python);
  return (
    <section className="editor-panel" aria-label="Editor" id="editor" tabIndex={-1} aria-keyshortcuts={PANE_SHORTCUT.aria}>
      <Toolbar
        running={run.phase === 'running'}
        save={code.save}
        onRun={onRun}
        onReset={() => codeSession.reset()}
        onShare={onShare}
        verdict={toolbarVerdict(run)}
        onShowResults={() => jumpTo('results')}
      >
        <SubmissionDisclosure>
          <ExerciseHandIn deps={deps} exercise={exercise} saveNow={() => codeSession.flush()} />
        </SubmissionDisclosure>
      </Toolbar>
      {/* After the toolbar: the skip link's next Tab is Run, as on exercises without a choice. */}
      <LanguageSwitch
        languages={languages}
        value={language}
        onChange={(next) => {
          // The other language's code has a key of its own: the edits not yet saved go to this one first.
          codeSession.flush();
          onChooseLanguage(next);
        }}
      />
      {missingLanguage && <MissingLanguageNote {...missingLanguage} shown={language} />}
      {language === 'python' && <PythonProgress status={pythonStatus} />}
      {interruptedRun.shown && <InterruptedRunNotice onDismiss={interruptedRun.onDismiss} />}
      {code.notice && (
        <CodeNoticeBanner notice={code.notice} onSwap={() => codeSession.swapWithBackup()} onDismiss={() => codeSession.dismissNotice()} />
      )}
      <EditorBesideSolution
        solutionHtml={exercise.solutionHtml}
        offer={reference}
        open={solution.open}
        onOpenChange={solution.onOpenChange}
      >
        <ExerciseEditor
          Editor={deps.Editor}
          exercise={exercise}
          language={language}
          code={code.code}
          onChange={(value) => codeSession.edit(value)}
          onRun={onRun}
          run={run}
          {...editor}
        />
      </EditorBesideSolution>
      {/* One line: the editor keeps the height (issue #35); Monaco says the same about Ctrl+M when it has focus. */}
      <p className="editor-hint">
        Tab indents; Ctrl+M (⌃⇧M) makes Tab move focus; {PANE_SHORTCUT.label} (⌥⇧R) moves between code and results.
      </p>
    </section>
  );
}

/** The last Run's verdict beside Run, once it is done. */
function toolbarVerdict(run: RunState) {
  if (run.phase !== 'done' || !run.summary) return undefined;
  return {
    passedSteps: run.summary.passedSteps,
    totalSteps: run.summary.totalSteps,
    solved: !run.summary.firstStepToLook,
    randomFailed: run.generated?.status === 'fail',
  };
}
