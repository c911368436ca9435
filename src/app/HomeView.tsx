import { lazy, Suspense, useRef, useState } from 'react';
import { course } from 'virtual:course';
import type { ExerciseEntry } from '../exercise/catalog';
import { statusOf, type ExerciseProgress } from '../persistence/progressStore';
import { useStore } from '../ui/useStore';
import { exerciseLink } from '../ui/route';
import type { AppDeps } from './deps';
import { saveFile } from './saveFile';
import { codeKeyFor } from '../exercise/forLanguage';
import type { Exercise } from '../exercise/types';

// Its own chunk: the page an exercise opens on hydrates without it.
const HandInCourse = lazy(() => import('./HandInCourse'));

const STATUS_TEXT = { 'not-started': 'Not started', 'in-progress': 'In progress', solved: 'Solved' } as const;
const STATUS_SIGN = { 'not-started': '○', 'in-progress': '◐', solved: '✓' } as const;

function formatDate(time: number): string {
  return new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

interface Props {
  exercises: ExerciseEntry[];
  deps: AppDeps;
  /** Every exercise's data (cases and steps), for the verdicts a submission of the whole course carries. */
  loadExercises: () => Promise<Exercise[]>;
}

/** The track: every exercise in order, where the learner is in each, their progress to take elsewhere and their work to hand in. */
export function HomeView({ exercises, deps, loadExercises }: Props) {
  const progress = useStore(deps.progress);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const fileInput = useRef<HTMLInputElement>(null);
  const solved = exercises.filter((e) => statusOf(progress[e.slug]) === 'solved').length;

  // The file format (and the schema that checks an imported file) loads only when used.
  const download = async () => {
    const { exportProgress } = await import('../persistence/progressFile');
    const now = deps.now();
    // Each language's code is saved under its own key (forLanguage.ts): the file carries both.
    const text = exportProgress(
      exercises.flatMap((e) => e.languages.map((language) => codeKeyFor(e.slug, language))),
      deps.codeStore,
      deps.progress,
      now,
    );
    saveFile(text, `tool-calling-playground-progress-${new Date(now).toISOString().slice(0, 10)}.json`);
    setMessage({ ok: true, text: 'Progress exported: keep the file, or import it in another browser.' });
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const { importProgress } = await import('../persistence/progressFile');
    const result = importProgress(await file.text(), deps.codeStore, deps.progress);
    setMessage({ ok: result.ok, text: result.message });
    if (fileInput.current) fileInput.current.value = '';
  };

  // "TypeScript only" means something only in a track that has Python elsewhere.
  const twoLanguages = exercises.some((exercise) => exercise.languages.includes('python') && exercise.languages.includes('typescript'));
  return (
    <main className="home">
      <h1>{course.heading}</h1>
      <p className="home-description">{course.description}</p>
      <p className="home-intro">
        Each exercise has a lesson, an editor and hidden checks that run in your browser. Your code and progress stay here, in this browser.{' '}
        {solved} of {exercises.length} solved.
      </p>
      <ol className="track" aria-label="Exercises">
        {exercises.map((exercise, index) => (
          <TrackItem
            key={exercise.slug}
            exercise={exercise}
            number={index + 1}
            entry={progress[exercise.slug]}
            twoLanguages={twoLanguages}
          />
        ))}
      </ol>
      <CourseAbout />
      <section className="progress-file" aria-labelledby="progress-file-heading">
        <h2 id="progress-file-heading">Your progress, in a file</h2>
        <p>
          Export your code and progress to a file, and import it in another browser or on another machine. Importing never overwrites newer
          code: the older one is kept in that exercise’s backup.
        </p>
        <div className="progress-actions">
          <button type="button" onClick={() => void download()}>
            Export progress
          </button>
          <label className="file-button">
            Import progress…
            <input ref={fileInput} type="file" accept="application/json,.json" onChange={(event) => void upload(event.target.files?.[0])} />
          </label>
        </div>
        <p role="status" className={message?.ok === false ? 'import-error' : undefined}>
          {message?.text}
        </p>
      </section>
      <Suspense fallback={null}>
        <HandInCourse deps={deps} loadExercises={loadExercises} />
      </Suspense>
    </main>
  );
}

/** The course's own "about" from course.yaml, rendered at build time from the author's markdown, as lessons are. */
function CourseAbout() {
  if (!course.aboutHtml) return null;
  return (
    <section className="course-about" aria-labelledby="course-about-heading">
      <h2 id="course-about-heading">About this course</h2>
      <div className="lesson-body" dangerouslySetInnerHTML={{ __html: course.aboutHtml }} />
    </section>
  );
}

/** One exercise of the track: its number, its link, the languages it lacks, and where the learner is in it. */
function TrackItem({
  exercise,
  number,
  entry,
  twoLanguages,
}: {
  exercise: ExerciseEntry;
  number: number;
  entry: ExerciseProgress | undefined;
  twoLanguages: boolean;
}) {
  const status = statusOf(entry);
  return (
    <li className={`track-item track-${status}`}>
      <span className="track-number" aria-hidden="true">
        {number}
      </span>
      <a href={exerciseLink(exercise.slug)} className="track-link">
        {exercise.title}
      </a>
      {!exercise.languages.includes('typescript') && <span className="track-language">Python only</span>}
      {twoLanguages && !exercise.languages.includes('python') && <span className="track-language">TypeScript only</span>}
      <span className={`track-status status-${status}`}>
        <span aria-hidden="true">{STATUS_SIGN[status]}</span> {STATUS_TEXT[status]}
        {status === 'solved' && entry?.solvedAt && ` on ${formatDate(entry.solvedAt)}`}
      </span>
    </li>
  );
}
