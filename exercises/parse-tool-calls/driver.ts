import { copyOf, defineDriver, describeValue, hasOwn, isArray, isObject, ownKeys, sameData, ShapeError } from 'playground/driver';

interface Input {
  text: string;
  registry: Record<string, { required: string[]; optional: string[] }>;
}

/**
 * Calls `parseToolCalls(text, registry)` and names the two halves of its
 * result, so a difference reads `errors[1]` rather than `[1][1]`.
 *
 * The registry is the caller's: an agent passes the same one with every reply,
 * so a function that changes it (`spec.required.push(...spec.optional)`) breaks
 * the next call even when this one's answer is right. The driver keeps a copy
 * (with the kit's captured structuredClone) and compares it afterwards with the
 * kit's sameData, neither of which the learner's code can replace. In Python,
 * driver.py does the same on the Python side, where the learner's dicts live.
 */
export default defineDriver({
  run(learner, input) {
    const { text, registry } = input as Input;
    const before = copyOf(registry);
    const result = learner.entry(text, registry);
    if (!isArray(result) || result.length !== 2 || !isArray(result[0]) || !isArray(result[1])) {
      throw new ShapeError(
        learner.language === 'python'
          ? `parse_tool_calls must return (calls, errors), a tuple of two lists; it returned ${describeValue(result)}.`
          : `parseToolCalls must return [calls, errors], an array of two arrays; it returned ${describeValue(result)}.`,
      );
    }
    if (!sameData(before, registry)) throw new ShapeError(changedRegistry(before, registry));
    return { calls: result[0], errors: result[1] };
  },
});

/** What the learner's code changed in the registry, in a sentence that says what to do instead. */
function changedRegistry(before: Input['registry'], after: Input['registry']): string {
  let what = 'its list of tools';
  const names = ownKeys(before);
  for (let index = 0; index < names.length; index++) {
    const name = names[index]!;
    const was = before[name]!;
    const now: unknown = hasOwn(after, name) ? after[name] : undefined;
    if (sameData(was, now)) continue;
    if (!isObject(now)) break;
    const field = sameData(was.required, now.required) ? 'optional' : 'required';
    what = `${name}.${field} was ${listText(was[field])} and is now ${listText(now[field])}`;
    break;
  }
  return (
    `parseToolCalls changed the registry it was given: ${what}. Leave the registry as it is, since the same one serves every reply: ` +
    'build new arrays (`[...spec.required, ...spec.optional]`) instead of changing its own.'
  );
}

/** A list of names as `["query", "limit"]`, written out without JSON.stringify (learner code may replace it). */
function listText(value: unknown): string {
  if (!isArray(value)) return describeValue(value);
  let text = '';
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    text += `${index === 0 ? '' : ', '}${typeof item === 'string' ? `"${item}"` : describeValue(item)}`;
  }
  return `[${text}]`;
}
