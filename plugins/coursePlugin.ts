import type { Plugin } from 'vite';
import type { Course } from '../src/exercise/courseFile.ts';
import { renderLesson } from '../src/exercise/renderLesson.ts';

const VIRTUAL_ID = 'virtual:course';
const RESOLVED_ID = '\0virtual:course';

/** What the page shows of its course (src/virtual-exercises.d.ts): words only, from course.yaml. */
export function pageCourse(course: Course) {
  return {
    id: course.id,
    title: course.title,
    heading: course.heading,
    description: course.description,
    aboutHtml: course.about ? renderLesson(course.about) : '',
  };
}

/**
 * The course's words in the site: `virtual:course` for the components (home heading, top bar,
 * tab titles, about), and index.html's `<title>` and description, so the built pages (and the
 * exercise pages prerender.ts makes from index.html) carry them before any script runs.
 */
export function coursePlugin(course: Course): Plugin {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'playground-course',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID ? `export const course = JSON.parse(${JSON.stringify(JSON.stringify(pageCourse(course)))});\n` : undefined,
    transformIndexHtml(html, context) {
      // The command-line grader's page has no words of the course to show.
      if (context?.path.endsWith('/grader.html')) return html;
      if (!/<title>[^<]*<\/title>/.test(html) || !/<meta\s+name="description"\s+content="[^"]*"/.test(html)) {
        throw new Error('index.html must carry a <title> and a <meta name="description" content="…">: the course fills them in');
      }
      return html
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(course.title)}</title>`)
        .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_, start: string) => `${start}${escape(course.description)}"`);
    },
  };
}
