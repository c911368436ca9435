import { createLowlight } from 'lowlight';
import typescript from 'highlight.js/lib/languages/typescript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import type { Element, Root, RootContent } from 'hast';

/**
 * Highlights fenced code in lessons. A few lines over lowlight instead of
 * rehype-highlight, because that plugin always bundles lowlight's 37 common
 * languages; lessons need three.
 */
const lowlight = createLowlight({ typescript, json, python });
lowlight.registerAlias({ typescript: ['ts'], python: ['py'] });

export function rehypeHighlightCode() {
  return (tree: Root) => {
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element' && node.tagName === 'code') highlight(node);
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}

function highlight(code: Element) {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  if (!language || !lowlight.registered(language)) return;
  const text = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  code.properties.className = [...classes, 'hljs'];
  code.children = lowlight.highlight(language, text).children as Element['children'];
}
