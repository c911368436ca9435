import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, visit } from 'yaml';

/** A case as an author writes it in cases.yaml, keys in the files' order. */
export interface CaseDraft {
  id: string;
  step: string;
  title: string;
  input: unknown;
  expected: unknown;
}

/** Past this many characters a flow collection (`{a: 1}`) is written as a block instead. */
const FLOW_WIDTH = 60;

/**
 * One case as YAML in the style of the exercises' cases.yaml files: one key
 * per line for the case, its input and its expected value; small leaf
 * collections inline (`registry: {required: [query]}`, `- [search, {query: cats}]`),
 * never more than two levels deep; multi-line text as a `|` block. The list
 * item starts with `- id:`, each line after `indent`.
 */
export function formatCaseYaml(testCase: CaseDraft, indent = ''): string {
  const doc = new Document([testCase]);
  multiLineAsBlocks(doc);
  const caseNode = isSeq(doc.contents) ? doc.contents.items[0] : undefined;
  if (isMap(caseNode)) for (const pair of caseNode.items) inline(pair.value);
  return doc
    .toString({ lineWidth: 0, flowCollectionPadding: false })
    .trimEnd()
    .split('\n')
    .map((line) => indent + line)
    .join('\n');
}

/** Writes a collection inline when it is small and shallow enough to read on one line; otherwise looks inside it. */
function inline(node: unknown): void {
  if (!isMap(node) && !isSeq(node)) return;
  if (depth(node) <= 2 && !hasBlockText(node)) {
    node.flow = true;
    if (new Document(node).toString({ lineWidth: 0, flowCollectionPadding: false }).trimEnd().length <= FLOW_WIDTH) return;
    node.flow = false;
  }
  for (const item of node.items) inline(isMap(node) ? (item as { value: unknown }).value : item);
}

function depth(node: unknown): number {
  if (isMap(node)) return 1 + Math.max(0, ...node.items.map((pair) => depth(pair.value)));
  if (isSeq(node)) return 1 + Math.max(0, ...node.items.map(depth));
  return 0;
}

function hasBlockText(node: unknown): boolean {
  if (isScalar(node)) return node.type === Scalar.BLOCK_LITERAL;
  if (isMap(node)) return node.items.some((pair) => hasBlockText(pair.value));
  if (isSeq(node)) return node.items.some(hasBlockText);
  return false;
}

/** An input as a person edits it: YAML (of which JSON is a part), multi-line text as a `|` block, as in cases.yaml. */
export function inputAsYaml(input: unknown): string {
  const doc = new Document(input);
  multiLineAsBlocks(doc);
  return doc.toString({ lineWidth: 0 });
}

/** An input typed by hand, in YAML or JSON; why not, in a sentence, when it does not parse or is empty. */
/**
 * The most characters an input of the learner's own may have: far above any case's input (the largest is a few
 * thousand), and small enough that reading it, running it in two sandboxes and drawing the answer keep the page
 * answering. The box itself holds no more (a paste is cut there, and the page says so).
 */
export const MAX_INPUT_CHARS = 100_000;

/** How many times a YAML alias may be expanded: a few for a real input, never the billions of an alias bomb. */
const MAX_ALIAS_COUNT = 100;

export function parseInputText(text: string): { ok: true; input: unknown } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: 'Write an input first, in YAML or JSON (a case’s input is a good start).' };
  if (text.length > MAX_INPUT_CHARS)
    return {
      ok: false,
      message: `This input has ${text.length.toLocaleString('en')} characters; an input may have at most ${MAX_INPUT_CHARS.toLocaleString('en')}, so that the page keeps answering.`,
    };
  try {
    const doc = parseDocument(text);
    const [error] = doc.errors;
    if (error) return { ok: false, message: `This is not valid YAML or JSON: ${error.message.split('\n')[0]}` };
    return { ok: true, input: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    // The parser's own refusals: an alias expanded past the count above, or nesting deeper than it can follow.
    if (error instanceof ReferenceError && /alias/i.test(error.message))
      return { ok: false, message: 'This input expands its YAML aliases (*name) too many times: write the values out instead.' };
    if (error instanceof RangeError) return { ok: false, message: 'This input is nested too deeply to read: flatten it.' };
    return { ok: false, message: `This input could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Multi-line text as a `|` block, its lines as they are, instead of one quoted line of `\n`s. */
function multiLineAsBlocks(doc: Document): void {
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && node.value.includes('\n')) node.type = Scalar.BLOCK_LITERAL;
    },
  });
}
