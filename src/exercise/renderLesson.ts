import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { Root, RootContent } from 'hast';
import { rehypeHighlightCode } from './rehypeHighlightCode.ts';

/**
 * The page's own <h1> is the exercise's title, so a lesson's headings move
 * one level down (# becomes <h2>): one h1 per page, and an outline a screen
 * reader can follow. A part of the lesson after its opening sits under the
 * part's own heading (an <h3>, see LessonPanel), so its headings move two
 * levels down (## becomes <h4>). Code blocks and tables become focusable, since they may scroll.
 */
function rehypeShiftHeadings({ by }: { by: number }) {
  return (tree: Root) => {
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) node.tagName = `h${Math.min(6, Number(node.tagName[1]) + by)}`;
      // Code blocks and tables scroll sideways on a narrow screen: keyboard users must be able to scroll them too.
      if (node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'table')) node.properties.tabIndex = 0;
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}

const processor = (by: number) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeShiftHeadings, { by })
    .use(rehypeHighlightCode)
    .use(rehypeStringify);
const topLevel = processor(1);
const nested = processor(2);

/**
 * A lesson's markdown as HTML, rendered once at build time, so the page
 * shows the lesson without shipping a markdown parser or a highlighter.
 * Raw HTML in the markdown is dropped (remark-rehype's default), so the
 * result is only what markdown itself can express.
 */
export function renderLesson(markdown: string, options: { nested?: boolean } = {}): string {
  return String((options.nested ? nested : topLevel).processSync(markdown));
}
