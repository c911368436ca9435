import { useCallback, useMemo } from 'react';
import { mistakes as allMistakes, mutationScores } from 'virtual:exercise-mistakes';
import type { LanguageId } from '../core/language';
import { describeMutationScore } from '../grading/mutationScore';
import type { Exercise } from '../exercise/types';
import type { RunStoreDeps } from '../pipeline/runStore';
import { Markdown } from '../ui/Markdown';
import { InputView } from '../ui/results/InputView';
import { ValueView } from '../ui/results/ValueView';
import { KnownMistakes } from './KnownMistakes';
import { mistakesCaughtBy } from './computeCatches';
import { ReferenceWarning } from './ReferenceWarning';
import { useCatches } from './useCatches';
import { TryInput } from './TryInput';
import { exerciseLink } from '../ui/route';
import { recyclingFactory } from '../runner/host/recycle';

/** One object for "no known mistakes": the same from render to render, so KnownMistakes does not start over on each. */
const NO_MISTAKES: Record<string, string> = {};

/**
 * What an instructor needs beside the data files: the reference solution,
 * every case with its expected value and the mistakes it catches, which cases
 * catch which known mistake (TypeScript and Python, as `exercises:check` runs
 * them), and a box to try an input on the reference or any mistake. A case the
 * reference fails is a warning at the top. Reached only by
 * `#/<slug>?view=instructor`; nothing a learner sees links here.
 */
export default function InstructorView({
  exercise,
  deps,
  pythonDeps,
}: {
  exercise: Exercise;
  deps: RunStoreDeps;
  pythonDeps?: RunStoreDeps;
}) {
  const mistakes = allMistakes[exercise.slug] ?? NO_MISTAKES;
  // Only the course's own files run here (the reference, the known mistakes, an instructor's input), so a worker that
  // ended cleanly serves the next one (recycle.ts): 85 mistakes do not start 85 sandboxes, a Pyodide each in Python.
  const reusing = useMemo(() => ({ typescript: reuseWorkers(deps), python: pythonDeps && reuseWorkers(pythonDeps) }), [deps, pythonDeps]);
  const depsFor = useCallback((language: LanguageId) => reusing[language], [reusing]);
  const catches = useCatches(exercise, mistakes, depsFor);

  return (
    <main className="instructor" id="instructor">
      <p className="instructor-note">
        Instructor view of <strong>{exercise.title}</strong> (<code>exercises/{exercise.slug}/</code>).{' '}
        <a href={exerciseLink(exercise.slug)}>Back to the learner’s page</a>
      </p>

      <ReferenceWarning reference={catches.reference} />

      <KnownMistakes exercise={exercise} state={catches} />

      <MutationTesting slug={exercise.slug} />

      <section aria-labelledby="try-heading">
        <h2 id="try-heading">Try an input</h2>
        <TryInput exercise={exercise} mistakes={mistakes} depsFor={depsFor} />
      </section>

      <section aria-labelledby="solution-heading">
        <h2 id="solution-heading">Reference solution</h2>
        <Markdown markdown={(exercise.languages[0] === 'typescript' ? '```ts\n' : '```python\n') + exercise.solution + '\n```'} />
      </section>

      <section aria-labelledby="cases-heading">
        <h2 id="cases-heading">Cases ({exercise.cases.length})</h2>
        {exercise.steps.map((step) => (
          <div key={step.id} className="instructor-step">
            <h3>
              {step.title} <code>{step.id}</code>
            </h3>
            <ul className="cases">
              {exercise.cases
                .filter((c) => c.step === step.id)
                .map((c) => (
                  <li key={c.id}>
                    <details>
                      <summary className="case-line">
                        <code>{c.id}</code> {c.title}
                        {c.example && <span className="tag">lesson example</span>}
                      </summary>
                      <div className="case-detail">
                        <h5>Input</h5>
                        <InputView input={c.input} />
                        <h5>Expected</h5>
                        <ValueView value={c.expected} side="plain" label={`Expected for ${c.id}`} />
                        <CaughtMistakes caseId={c.id} caught={mistakesCaughtBy(catches, c.id)} complete={catches.complete} />
                      </div>
                    </details>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </section>
    </main>
  );
}

/** The last mutation score: of every reference the exercise has, each language's beside the total. */
function MutationTesting({ slug }: { slug: string }) {
  const score = mutationScores[slug];
  return (
    <section aria-labelledby="mutation-heading">
      <h2 id="mutation-heading">Mutation testing</h2>
      <p>
        {score
          ? `Of the wrong programs made from the reference solution (Stryker's for TypeScript, the same kinds from Python's ast for Python), the cases catch ${describeMutationScore(score)}.`
          : 'Not measured yet.'}{' '}
        <code>npm run exercises:mutate {slug}</code> lists every survivor.
      </p>
    </section>
  );
}

/** The mistakes an open case catches, once they are known: while mistakes still run, the list says it is partial. */
function CaughtMistakes({ caseId, caught, complete }: { caseId: string; caught: string[]; complete: boolean }) {
  return (
    <>
      <h5>Mistakes it catches{complete ? '' : ' (so far: not every mistake has run)'}</h5>
      {caught.length === 0 ? (
        <p>{complete ? 'None of the known mistakes.' : 'None so far.'}</p>
      ) : (
        <ul aria-label={`Mistakes ${caseId} catches`}>
          {caught.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The same runner, with each worker factory handing out a worker again after a clean run (see recycle.ts). Random
 * inputs are not posted ahead: a mistake's group ends at its first failing input, and a worker left with inputs
 * queued is stopped instead of handed to the next mistake (a new sandbox, or Pyodide, per mistake).
 */
function reuseWorkers(deps: RunStoreDeps): RunStoreDeps {
  const { typescript } = deps;
  return {
    ...deps,
    createWorker: recyclingFactory(deps.createWorker),
    postAhead: false,
    ...(typescript ? { typescript: { ...typescript, createWorker: recyclingFactory(typescript.createWorker), postAhead: false } } : {}),
  };
}
