import type { LanguageId } from '../core/language';
import type { Problem } from './problems.ts';
import { lessonFor } from './lessonLanguage.ts';

/**
 * A lesson is read in parts: a short opening (the problem, what to write), then one part per check step,
 * beside which the page shows that step's status and hints, then reference material. The author ties lesson
 * text to a step with a marker line before it:
 *
 *     <!-- step: json -->
 *     ## Check 1: valid JSON
 *     ...
 *     <!-- part: Going further -->
 *     ## Details that trip people up
 *
 * Text before the first marker is the opening. A step marker names a step of exercise.yaml; a part marker
 * starts a part tied to no step, with the title it gives. Markers are HTML comments, invisible in any
 * markdown preview, and must stand alone on their line, outside the `<!-- typescript -->` / `<!-- python -->`
 * sections, so both languages have the same parts.
 */
const STEP_MARKER = /^<!--\s*step:\s*(\S*)\s*-->\s*$/;
const PART_MARKER = /^<!--\s*part:\s*(.*?)\s*-->\s*$/;
/** Anything that looks like a marker but is not one of the two (a misspelt `<!-- steps: x -->`, a missing id). */
const LOOKS_LIKE_MARKER = /^<!--\s*(steps?|parts?)\b/;
const LANGUAGE_MARKER = /^<!--\s*(typescript|python|end)\s*-->\s*$/;
/** A language marker with text after it on its line: not a marker to lessonFor, and markdown drops the whole line as HTML. */
const LANGUAGE_MARKER_WITH_TEXT = /^<!--\s*(typescript|python|end)\s*-->\s*\S/;

/** The markdown of one part of a lesson, in every language (language sections still marked). */
export type RawLessonPart =
  | { kind: 'opening'; markdown: string }
  | { kind: 'step'; step: string; markdown: string }
  | { kind: 'more'; title: string; markdown: string };

/**
 * Splits a lesson's markdown at its part markers, checking them against the exercise's steps.
 * Problems name `file` and the marker's line.
 */
export function splitLesson(markdown: string, stepIds: readonly string[], file: string): { parts: RawLessonPart[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const parts: RawLessonPart[] = [{ kind: 'opening', markdown: '' }];
  const lines: string[][] = [[]];
  const seen = new Map<string, number>();
  let language: string | undefined;
  let lastStepIndex = -1;
  let sawPart = false;
  markdown.split('\n').forEach((line, index) => {
    const at = index + 1;
    const languageMarker = LANGUAGE_MARKER.exec(line);
    if (languageMarker) language = languageMarker[1] === 'end' ? undefined : languageMarker[1];
    const step = STEP_MARKER.exec(line);
    const part = step ? null : PART_MARKER.exec(line);
    if (!step && !part) {
      if (LANGUAGE_MARKER_WITH_TEXT.test(line)) {
        problems.push({
          file,
          line: at,
          message: 'text after a language marker is lost (the line is read as HTML and dropped); put the marker on a line of its own',
        });
      }
      if (LOOKS_LIKE_MARKER.test(line)) {
        problems.push({
          file,
          line: at,
          message: `"${line.trim()}" is not a part marker; write "<!-- step: <step id> -->" or "<!-- part: <title> -->" on a line of its own`,
        });
      }
      lines[lines.length - 1]!.push(line);
      return;
    }
    const problem = (message: string) => problems.push({ file, line: at, message });
    if (language !== undefined) {
      problem(`a part marker inside the <!-- ${language} --> section; put it outside, so both languages have the same parts`);
    }
    if (step) {
      const id = step[1]!;
      const stepIndex = stepIds.indexOf(id);
      if (id === '') problem(`this step marker names no step; use one of: ${stepIds.join(', ')}`);
      else if (stepIndex === -1) problem(`there is no step "${id}" in exercise.yaml; use one of: ${stepIds.join(', ')}`);
      else if (seen.has(id)) problem(`step "${id}" already has a part, at line ${seen.get(id)}; a step has one part`);
      else if (sawPart) problem(`step "${id}" comes after a "<!-- part: ... -->" part; put the steps' parts first`);
      else if (stepIndex < lastStepIndex) {
        problem(`step "${id}" comes before step "${stepIds[lastStepIndex]}" in exercise.yaml; put the parts in the steps' order`);
      }
      if (stepIndex !== -1 && !seen.has(id)) seen.set(id, at);
      lastStepIndex = Math.max(lastStepIndex, stepIndex);
      parts.push({ kind: 'step', step: id, markdown: '' });
    } else {
      const title = part![1]!;
      if (title === '') problem('this part marker has no title; write "<!-- part: <title> -->"');
      sawPart = true;
      parts.push({ kind: 'more', title, markdown: '' });
    }
    lines.push([]);
  });
  return { parts: parts.map((part, index) => ({ ...part, markdown: lines[index]!.join('\n') })), problems };
}

/** One part of a lesson in one language, rendered: what the page shows. */
export type LessonPart =
  | { kind: 'opening'; html: string }
  /** A step's part; `html` is empty when the lesson ties no text to the step (the page still shows its status and hints). */
  | { kind: 'step'; step: string; html: string }
  | { kind: 'more'; title: string; html: string };

/**
 * The lesson's parts in `language`, rendered with `render`: the opening, one part per step in the steps'
 * order (with the lesson's text for it, if any), then the untied parts that have text in this language.
 */
export function lessonPartsFor(
  raw: readonly RawLessonPart[],
  stepIds: readonly string[],
  language: LanguageId,
  render: (markdown: string, options: { nested: boolean }) => string,
): LessonPart[] {
  const text = (markdown: string) => lessonFor(markdown, language).trim();
  const opening = raw.find((part) => part.kind === 'opening');
  const stepParts = new Map(raw.flatMap((part) => (part.kind === 'step' ? [[part.step, part] as const] : [])));
  const parts: LessonPart[] = [{ kind: 'opening', html: render(text(opening?.markdown ?? ''), { nested: false }) }];
  for (const step of stepIds) {
    const markdown = text(stepParts.get(step)?.markdown ?? '');
    parts.push({ kind: 'step', step, html: markdown === '' ? '' : render(markdown, { nested: true }) });
  }
  for (const part of raw) {
    if (part.kind !== 'more') continue;
    const markdown = text(part.markdown);
    if (markdown !== '') parts.push({ kind: 'more', title: part.title, html: render(markdown, { nested: true }) });
  }
  return parts;
}

/** The words a learner reads of one part in a language: outside code blocks, anything with a letter or digit. */
export function partWords(part: RawLessonPart, language: LanguageId): number {
  return lessonFor(part.markdown, language)
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** The words of the opening in a language: the part a learner reads before they start (kept short). */
export function openingWords(raw: readonly RawLessonPart[], language: LanguageId): number {
  const opening = raw.find((part) => part.kind === 'opening');
  return opening ? partWords(opening, language) : 0;
}
