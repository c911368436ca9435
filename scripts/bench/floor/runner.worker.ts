/**
 * The floor's runner: evaluates the function it is sent and calls it on each input, then answers
 * once. A fresh worker per Run, as the playground's sandbox is, without its sandboxing.
 */
self.onmessage = (event: MessageEvent<{ code: string; inputs: string[] }>) => {
  const { code, inputs } = event.data;
  const parse = new Function(`${code}\nreturn parseToolCalls;`)() as (text: string) => unknown;
  self.postMessage(inputs.map((input) => parse(input)));
};
