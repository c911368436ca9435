import { mistakes as allMistakes, mutationScores } from 'virtual:exercise-mistakes';
import { describeMutationScore } from '../grading/mutationScore';
import type { Exercise } from '../exercise/types';
import type { RunStoreDeps } from '../pipeline/runStore';
import { Markdown } from '../ui/Markdown';
import { InputView } from '../ui/results/InputView';
import { ValueView } from '../ui/results/ValueView';
import { KnownMistakes } from './KnownMistakes';
import { TryInput } from './TryInput';
import { exerciseHash } from '../ui/route';

/** One object for "no known mistakes": the same from render to render, so KnownMistakes does not start over on each. */
const NO_MISTAKES: Record<string, string> = {};

/**
 * What an instructor needs beside the data files: the reference solution,
 * every case with its expected value, which cases catch which known mistake,
 * and a box to try an input on the reference solution. Reached only by
 * `#/<slug>?view=instructor`; nothing a learner sees links here.
 */
export default function InstructorView({ exercise, deps }: { exercise: Exercise; deps: RunStoreDeps }) {
  const mistakes = allMistakes[exercise.slug] ?? NO_MISTAKES;
  // This view runs code in TypeScript; a Python-only exercise's mistakes and reference are run by the check instead.
  const runsHere = exercise.languages.includes('typescript');

  return (
    <main className="instructor" id="instructor">
      <p className="instructor-note">
        Instructor view of <strong>{exercise.title}</strong> (<code>exercises/{exercise.slug}/</code>).{' '}
        <a href={exerciseHash(exercise.slug)}>Back to the learner’s page</a>
      </p>

      {runsHere ? (
        <KnownMistakes key={exercise.slug} exercise={exercise} mistakes={mistakes} deps={deps} />
      ) : (
        <section aria-labelledby="matrix-heading">
          <h2 id="matrix-heading">Known mistakes</h2>
          <p>
            This exercise is in Python only, and this view runs TypeScript. <code>npm run exercises:check -- {exercise.slug}</code> runs its{' '}
            {Object.keys(mistakes).length} known mistakes and shows which cases catch each.
          </p>
        </section>
      )}

      <MutationTesting slug={exercise.slug} />

      <section aria-labelledby="try-heading">
        <h2 id="try-heading">Try an input on the reference solution</h2>
        {runsHere ? (
          <TryInput exercise={exercise} deps={deps} />
        ) : (
          <p>
            Not in this view for a Python-only exercise: save the input as a case and run{' '}
            <code>npm run exercises:check -- {exercise.slug}</code>.
          </p>
        )}
      </section>

      <section aria-labelledby="solution-heading">
        <h2 id="solution-heading">Reference solution</h2>
        <Markdown markdown={(runsHere ? '```ts\n' : '```python\n') + exercise.solution + '\n```'} />
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
