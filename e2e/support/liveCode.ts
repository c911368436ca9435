/**
 * agent-loop's reference solution, changed so that its record keeps what code written for the real
 * OpenAI SDK reads off a caught error: the error's name, status, code, type and param, a header, and
 * whether it is an instance of the SDK's classes (reached through the client's class, as
 * `OpenAI.RateLimitError` is on the real one: the sandbox allows no import). Used by the live tests
 * against the stub and against mock-llm, so both check the same fields the same way.
 */
export function solutionReportingErrorFields(solution: string): string {
  const fields = solution.replace(
    'error instanceof Error ? error.message : String(error)',
    "JSON.stringify({ name: error.name, status: error.status, code: error.code, type: error.type, param: error.param, contentType: error.headers?.get('content-type'), classes: error instanceof (client.constructor as any).RateLimitError && error instanceof (client.constructor as any).APIError })",
  );
  if (fields === solution) throw new Error('agent-loop’s solution no longer records errors as the live tests expect: update liveCode.ts');
  return fields;
}
