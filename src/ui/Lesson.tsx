/**
 * The lesson, as the HTML the build rendered from its markdown (see
 * src/exercise/renderLesson.ts): our own content, with raw HTML stripped,
 * so setting it directly is safe, and the page needs no markdown parser.
 */
export function Lesson({ html }: { html: string }) {
  return <div className="lesson-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
