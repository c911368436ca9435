import { useMemo, useState } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import { codeKeyFor, forLanguage } from '../exercise/forLanguage';
import { withOfferedHints } from '../exercise/offered';
import { parseSeed } from '../generatedCases/defineGenerator';
import { tryInput } from '../pipeline/tryInput';
import { traceInput } from '../pipeline/traceInput';
import type { EditorProps } from '../editor/EditorProps';
import { useStore } from '../ui/useStore';
import { shareLink } from '../ui/route';
import { LessonPanel } from '../ui/lesson/LessonPanel';
import { useLessonView } from './useLessonView';
import type { LinkCode } from '../persistence/codeSession';
import { runnerFor, type AppDeps } from './deps';
import { useLanguageChoice } from './useLanguageChoice';
import { useCodeSession } from './useCodeSession';
import { useRunStore } from './useRunStore';
import { useEditorReady } from './useEditorReady';
import { useRunJournal } from './useRunJournal';
import { useProgressMarking } from './useProgressMarking';
import { useDocumentTitle } from './useDocumentTitle';
import { useTypeCheckAtRun } from './useTypeCheckAtRun';
import { useLastRun } from './useLastRun';
import { useSolutionView } from './useSolutionView';
import type { ExerciseEntry } from '../exercise/catalog';
import { EditorPanel } from './EditorPanel';
import { ExerciseResults } from './ExerciseResults';
import { ResultsAndLiveModel } from './ResultsAndLiveModel';
import { WorkColumn } from './WorkColumn';

interface Props {
  /** The exercise as its files define it, in every language it is written in; the page offers what its settings say. */
  exercise: Exercise;
  deps: AppDeps;
  /** Code from a shared link (or why it brings none, see LinkCode); consumed once, on mount. */
  linkCode: LinkCode | undefined;
  /** The shared link's language (`&lang=python`); the exercise opens in it. */
  linkLanguage?: LanguageId;
  /** The next exercise of the track, offered once this one is solved; absent at the track's end. */
  next?: ExerciseEntry;
  /** The whole track, for the nearest exercise in the learner's language when this one does not offer it. */
  track?: readonly ExerciseEntry[];
}

/** One exercise: lesson, editor and results. Wires the stores to the components; holds no logic of its own. */
export function ExercisePage({ exercise: written, deps, linkCode, linkLanguage, next, track = [] }: Props) {
  // Hints the settings hide are gone from the lesson, the results and the Run state alike.
  const baseExercise = useMemo(() => withOfferedHints(written), [written]);
  const languageChoice = useLanguageChoice(baseExercise, deps, { code: linkCode, language: linkLanguage }, track);
  const { language } = languageChoice;
  const exercise = useMemo(() => forLanguage(baseExercise, language), [baseExercise, language]);
  const codeKey = codeKeyFor(baseExercise.slug, language);
  const codeSession = useCodeSession(codeKey, exercise.starter, deps, languageChoice.linkCode);
  const lastRun = useLastRun(deps.lastRuns, codeKey, exercise);
  // The exercise as written: the Run pipeline meets it in the language itself, and takes the TypeScript reference from it.
  // The first Run is prepared once the editor is up, not while it loads: both want the network and the CPU.
  const [editorReady, markEditorReady] = useEditorReady(deps.onEditorReady);
  const runStore = useRunStore(baseExercise, language, deps, { earlierRun: lastRun.earlierRun, prepare: editorReady });
  const hintStore = useMemo(() => deps.hintsFor(codeKey), [deps, codeKey]);
  const code = useStore(codeSession);
  const run = useStore(runStore);
  const hints = useStore(hintStore);
  const solution = useSolutionView(exercise, language, run, useStore(deps.progress)[exercise.slug], hints);
  const runUnderWay = run.phase === 'running' || run.generated?.status === 'running';
  const journal = useRunJournal(deps.runJournal, deps.onPageHide, exercise.slug, runUnderWay);
  useProgressMarking(deps.progress, exercise, code.code, run);
  useDocumentTitle(exercise.title);
  const [revealLine, setRevealLine] = useState<EditorProps['revealLine']>();
  const [traceLine, setTraceLine] = useState<number>();
  const typeCheck = useTypeCheckAtRun(language);
  const earlierRun = lastRun.earlierShown(run, code.code);
  const lesson = useLessonView(exercise, run, hints, hintStore);

  const currentCode = () => codeSession.savedCode();
  const startRun = (options?: { seed?: number; path?: string }) => {
    const source = currentCode();
    journal.recordRunStart();
    deps.progress.countRun(exercise.slug, language);
    lastRun.recordRun(source, runStore, typeCheck.checkRun(source));
    void runStore.run(source, options);
  };
  // Never a Run: nothing goes to the run store, the journal or progress.
  const onTryInput = (input: unknown) => tryInput(baseExercise, { source: currentCode(), language }, input, runnerFor(deps));
  // Never a Run either: a trace goes to the trace view only.
  const onTrace = (input: unknown) => traceInput(baseExercise, { source: currentCode(), language }, input, runnerFor(deps));
  const onShare = () => copyShareLink(deps, shareLink(deps.pageUrl(), exercise.slug, codeSession.getState().code, language));

  return (
    <main className="workspace">
      <LessonPanel {...lesson.panel} />
      <WorkColumn layout={deps.layout}>
        <EditorPanel
          deps={deps}
          exercise={exercise}
          language={language}
          languages={languageChoice.languages}
          missingLanguage={languageChoice.missing}
          onChooseLanguage={languageChoice.choose}
          code={code}
          codeSession={codeSession}
          run={run}
          reference={solution.offer}
          interruptedRun={{ shown: journal.interrupted, onDismiss: journal.dismissInterrupted }}
          onRun={() => startRun()}
          onShare={onShare}
          editor={{ revealLine, traceLine, onTypeChecker: typeCheck.setChecker, onReady: markEditorReady }}
          solution={solution}
        />
        <ResultsAndLiveModel exercise={exercise} language={language} deps={deps} currentCode={currentCode}>
          <ExerciseResults
            exercise={exercise}
            language={language}
            run={run}
            code={code.code}
            onShowInLesson={lesson.showInLesson}
            onShowLine={(line, column) => setRevealLine({ line, column, token: Date.now() })}
            onReplay={(token) => startRun(parseSeed(token) ?? {})}
            typeErrors={earlierRun?.typeErrors ?? typeCheck.errors}
            earlierRun={earlierRun}
            next={next}
            onCompare={solution.compare}
            onTryInput={onTryInput}
            onTrace={onTrace}
            onTraceLine={setTraceLine}
          />
        </ResultsAndLiveModel>
      </WorkColumn>
    </main>
  );
}

/** Copies a share link; says whether the copy worked, and gives the link for copying by hand if not. */
async function copyShareLink(deps: Pick<AppDeps, 'copyText'>, link: string): Promise<{ copied: boolean; link: string }> {
  try {
    await deps.copyText(link);
    return { copied: true, link };
  } catch {
    return { copied: false, link };
  }
}
