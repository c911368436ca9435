import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { rehypeHighlightCode } from './rehypeHighlightCode.ts';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeHighlightCode).use(rehypeStringify);

/**
 * A lesson's markdown as HTML, rendered once at build time, so the page
 * shows the lesson without shipping a markdown parser or a highlighter.
 * Raw HTML in the markdown is dropped (remark-rehype's default), so the
 * result is only what markdown itself can express.
 */
export function renderLesson(markdown: string): string {
  return String(processor.processSync(markdown));
}
