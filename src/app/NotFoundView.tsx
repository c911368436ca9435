import type { ExerciseEntry } from '../exercise/catalog';
import { exerciseLink } from '../ui/route';

/** A link to an exercise that does not exist (renamed, or mistyped): say so, and list the ones that do. */
export function NotFoundView({ slug, exercises }: { slug: string; exercises: ExerciseEntry[] }) {
  return (
    <main className="not-found">
      <h1>No exercise named “{slug}”</h1>
      <p>These exercises exist:</p>
      <ul>
        {exercises.map((e) => (
          <li key={e.slug}>
            <a href={exerciseLink(e.slug)}>{e.title}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
