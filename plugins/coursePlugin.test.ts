// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coursePlugin } from './coursePlugin';
import type { Course } from '../src/exercise/courseFile';

const course: Course = {
  id: 'c',
  title: 'Tools & "calls"',
  heading: 'H',
  description: 'Learn <tools>.',
  about: '',
  exercises: ['a'],
  settings: {},
  storagePrefix: 'playground:c:v1',
};
const transform = (html: string) => (coursePlugin(course).transformIndexHtml as (html: string) => string)(html);

describe('coursePlugin', () => {
  it("writes the course's title and description into index.html, escaped", () => {
    const html = transform(readFileSync('index.html', 'utf8'));
    expect(html).toContain('<title>Tools &#38; &#34;calls&#34;</title>');
    expect(html).toContain('<meta name="description" content="Learn &#60;tools&#62;." />');
  });

  it('fails loudly on an index.html without the places it fills in', () => {
    expect(() => transform('<html><head></head></html>')).toThrow(/must carry a <title>/);
  });
});
