import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { rehypeHighlightCode } from '../exercise/rehypeHighlightCode';

/** Markdown rendered in the page, for text that is not known at build time (the instructor view). */
export function Markdown({ markdown }: { markdown: string }) {
  return (
    <div className="lesson-body">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeHighlightCode]}
        // Code blocks may scroll sideways: keyboard users must be able to reach them.
        components={{ pre: ({ node: _node, ...props }) => <pre tabIndex={0} {...props} /> }}
      >
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
