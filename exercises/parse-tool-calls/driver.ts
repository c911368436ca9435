import { defineDriver, describeValue, isArray, ShapeError } from '../../src/runner/worker/driverKit';

interface Input {
  text: string;
  registry: Record<string, { required: string[]; optional: string[] }>;
}

/**
 * Calls `parseToolCalls(text, registry)` and names the two halves of its
 * result, so a difference reads `errors[1]` rather than `[1][1]`.
 */
export default defineDriver({
  run(learner, input) {
    const { text, registry } = input as Input;
    const result = learner.entry(text, registry);
    if (!isArray(result) || result.length !== 2 || !isArray(result[0]) || !isArray(result[1])) {
      throw new ShapeError(
        learner.language === 'python'
          ? `parse_tool_calls must return (calls, errors), a tuple of two lists; it returned ${describeValue(result)}.`
          : `parseToolCalls must return [calls, errors], an array of two arrays; it returned ${describeValue(result)}.`,
      );
    }
    return { calls: result[0], errors: result[1] };
  },
});
