import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Exercise } from '../exercise/types';
import { CodeSession } from '../persistence/codeSession';
import { RunStore } from '../pipeline/runStore';
import { runPassed } from '../grading/verdict';
import { useStore } from '../ui/useStore';
import { shareLink } from '../ui/route';
import { parseSeed } from '../generatedCases/defineGenerator';
import type { AppDeps } from './deps';
import { Lesson } from '../ui/Lesson';
import { Results } from '../ui/results/Results';
import { Toolbar } from '../ui/Toolbar';
import { CodeNoticeBanner } from '../ui/CodeNoticeBanner';
import { InterruptedRunNotice } from '../ui/InterruptedRunNotice';
import { Hints } from '../ui/Hints';
import { SolutionCode, SolutionControls } from '../ui/SolutionPanel';
import { InputViewContext } from '../ui/results/inputViewContext';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { PythonProgress } from '../ui/PythonProgress';
import { codeKeyFor, forLanguage, languagesOf } from '../exercise/forLanguage';
import type { LanguageId } from '../core/language';
import type { PythonStatus } from '../runner/python/pythonStatus';
import { errorMarkers } from '../editor/errorMarkers';
import { whenIdle } from './whenIdle';

const IDLE: PythonStatus = { phase: 'idle' };
const noPython = { get: () => IDLE, subscribe: () => () => {} };

// The live model panel is a chunk of its own: below the results, used by few, it need not delay the lesson.
const LiveModel = lazy(() => import('./LiveModel').then((module) => ({ default: module.LiveModel })));

interface Props {
  /** The exercise as its files define it, in every language it offers; the page shows it in the chosen one. */
  exercise: Exercise;
  deps: AppDeps;
  /** Code from a shared link (`null` if it could not be decoded); consumed once, on mount. */
  linkCode: string | null | undefined;
  /** The shared link's language (`&lang=python`); the exercise opens in it. */
  linkLanguage?: LanguageId;
}

/** One exercise: lesson, editor and results. Wires the stores to the components; holds no logic of its own. */
export function ExercisePage({ exercise: baseExercise, deps, linkCode, linkLanguage }: Props) {
  const languages = deps.python ? languagesOf(baseExercise) : (['typescript'] as LanguageId[]);
  const [language, setLanguage] = useState<LanguageId>(() => {
    const wanted = linkLanguage ?? deps.languages.get(baseExercise.slug) ?? 'typescript';
    return languages.includes(wanted) ? wanted : 'typescript';
  });
  // The link's code belongs to the language the page opened in, and applies once: after a switch, each language shows its saved code.
  const [switched, setSwitched] = useState(false);
  const exercise = useMemo(() => forLanguage(baseExercise, language), [baseExercise, language]);
  const codeKey = codeKeyFor(baseExercise.slug, language);
  const codeSession = useMemo(
    () => new CodeSession(codeKey, exercise.starter, deps.codeStore, switched ? undefined : linkCode),
    // A shared link applies once, when the exercise opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [codeKey, exercise.starter, deps.codeStore],
  );
  const runner = language === 'python' && deps.python ? deps.python.runner : deps.runner;
  const runStore = useMemo(() => new RunStore(exercise, runner, language), [exercise, runner, language]);
  const pythonStatus = useSyncExternalStore(deps.python?.status.subscribe ?? noPython.subscribe, deps.python?.status.get ?? noPython.get);
  useEffect(() => {
    deps.languages.set(baseExercise.slug, language);
    // Picking Python starts its download at once: the progress bar shows while the learner reads.
    if (language === 'python') deps.python?.prepare();
  }, [deps, baseExercise.slug, language]);
  const chooseLanguage = (next: LanguageId) => {
    codeSession.flush();
    setSwitched(true);
    setLanguage(next);
  };
  // Results speak the learner's language: None and {'key': value} for Python.
  const views = useMemo(() => ({ inputView: exercise.inputView, resultView: exercise.resultView, notation: language }), [exercise, language]);
  const hintStore = useMemo(() => deps.hintsFor(codeKey), [deps, codeKey]);
  const code = useStore(codeSession);
  const run = useStore(runStore);
  const hints = useStore(hintStore);
  const progress = useStore(deps.progress);
  const hasRun = run.phase !== 'idle' || Boolean(progress[exercise.slug]?.ranAt);
  const [revealLine, setRevealLine] = useState<{ line: number; column?: number; token: number }>();
  const [solutionOpen, setSolutionOpen] = useState(false);
  const [interrupted, setInterrupted] = useState(false);
  /** Records the end of the Run under way, for the crash notice (see RunJournal). */
  const endRun = useRef<() => void>(undefined);

  useEffect(() => {
    let active = true;
    void deps.runJournal.takeInterrupted(exercise.slug).then((found) => active && found && setInterrupted(true));
    return () => {
      active = false;
    };
  }, [deps.runJournal, exercise.slug]);
  const runUnderWay = run.phase === 'running' || run.generated?.status === 'running';
  useEffect(() => {
    if (!runUnderWay) endRun.current?.();
  }, [runUnderWay]);

  useEffect(() => codeSession.start(), [codeSession]);
  useEffect(() => {
    // A sandbox started while the learner reads makes the first Run as quick as later ones.
    const warmUp = runner.warmUp;
    return warmUp ? whenIdle(warmUp) : undefined;
  }, [runner]);
  useEffect(() => deps.onOtherTabStorage(() => codeSession.refreshFromStore()), [codeSession, deps]);
  useEffect(() => () => runStore.dispose(), [runStore]);
  useEffect(() => {
    // When the page is hidden or closed: unsaved code is written at once, and a Run under way
    // is recorded as ended (closing the page mid-Run is not a crash).
    const leave = () => {
      codeSession.flush();
      endRun.current?.();
    };
    const unsubscribe = deps.onPageHide(leave);
    return () => {
      unsubscribe();
      leave();
    };
  }, [codeSession, deps]);
  useEffect(() => {
    document.title = `${exercise.title} · Tool-calling playground`;
  }, [exercise.title]);

  // Progress: started once the learner changes the starter or runs; solved when a run passes everything.
  useEffect(() => {
    if (code.code !== exercise.starter) deps.progress.markStarted(exercise.slug);
  }, [code.code, exercise, deps.progress]);
  useEffect(() => {
    if (run.phase !== 'done' || !run.summary) return;
    deps.progress.markRan(exercise.slug);
    if (runPassed(run)) deps.progress.markSolved(exercise.slug);
    else deps.progress.markStarted(exercise.slug);
  }, [run, exercise.slug, deps.progress]);

  const startRun = (options?: { seed?: number; path?: string }) => {
    codeSession.flush();
    endRun.current?.();
    endRun.current = deps.runJournal.begin(exercise.slug);
    setInterrupted(false);
    void runStore.run(codeSession.getState().code, options);
  };
  const onRun = () => startRun();
  const onShare = async () => {
    const link = shareLink(deps.pageUrl(), exercise.slug, codeSession.getState().code, language);
    try {
      await deps.copyText(link);
      return { copied: true, link };
    } catch {
      return { copied: false, link };
    }
  };
  // Only exercises that opt in (exercise.yaml `live`) get the live model panel, and only in TypeScript (its runner).
  const live = useMemo(() => (exercise.live && language === 'typescript' ? { ...exercise, live: exercise.live } : undefined), [exercise, language]);
  const currentCode = () => {
    codeSession.flush();
    return codeSession.getState().code;
  };
  const markers = useMemo(() => errorMarkers(run), [run]);
  const showLine = (line: number, column?: number) => setRevealLine({ line, column, token: Date.now() });
  const results = (
    <InputViewContext.Provider value={views}>
      <Results
        state={run}
        stepHints={{ revealed: hints.steps, onReveal: (step) => hintStore.revealStepHint(step) }}
        onShowLine={showLine}
        onReplay={(token) => startRun(parseSeed(token) ?? {})}
      />
    </InputViewContext.Provider>
  );

  return (
    <main className="workspace">
      <article className="lesson" aria-label="Lesson" id="lesson" tabIndex={-1}>
        <Lesson html={exercise.lessonHtml} />
        <Hints hints={exercise.hints} revealed={hints.exercise} onReveal={() => hintStore.revealExerciseHint()} label="Hints" />
      </article>
      <div className="work">
        <section className="editor-panel" aria-label="Editor" id="editor" tabIndex={-1}>
          <Toolbar
            running={run.phase === 'running'}
            save={code.save}
            onRun={onRun}
            onReset={() => codeSession.reset()}
            onShare={onShare}
          />
          {/* After the toolbar: the skip link's next Tab is Run, as on exercises without a choice. */}
          <LanguageSwitch languages={languages} value={language} onChange={chooseLanguage} />
          {language === 'python' && <PythonProgress status={pythonStatus} />}
          {interrupted && <InterruptedRunNotice onDismiss={() => setInterrupted(false)} />}
          {code.notice && (
            <CodeNoticeBanner
              notice={code.notice}
              onSwap={() => codeSession.swapWithBackup()}
              onDismiss={() => codeSession.dismissNotice()}
            />
          )}
          <div className={solutionOpen ? 'editor-split split-open' : 'editor-split'}>
          <div className="editor-frame">
            <deps.Editor
              path={`file:///${exercise.slug}/solution.${language === 'python' ? 'py' : 'ts'}`}
              language={language}
              markers={language === 'python' ? markers : undefined}
              value={code.code}
              onChange={(value) => codeSession.edit(value)}
              onRun={onRun}
              label="Code editor"
              types={exercise.types}
              modules={[...exercise.modules, ...exercise.typeImports]}
              revealLine={revealLine}
            />
          </div>
            {solutionOpen && <SolutionCode html={exercise.solutionHtml} onHide={() => setSolutionOpen(false)} />}
          </div>
          <SolutionControls available={hasRun} open={solutionOpen} onOpen={() => setSolutionOpen(true)} />
          <p className="editor-hint">
            Tab indents in the editor; press Ctrl+M (⌃⇧M on a Mac) to make Tab move focus instead.
          </p>
        </section>
        {live ? (
          <div className="work-bottom">
            {results}
            <Suspense fallback={null}>
              <LiveModel exercise={live} deps={deps} currentCode={currentCode} />
            </Suspense>
          </div>
        ) : (
          results
        )}
      </div>
    </main>
  );
}

