import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { rehypeHighlightCode } from './rehypeHighlightCode';

/** The lesson, as GitHub-flavoured markdown: tables, and code with highlighting. */
export function Lesson({ markdown }: { markdown: string }) {
  return (
    <div className="lesson-body">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeHighlightCode]}>
        {markdown}
      </Markdown>
    </div>
  );
}
