/**
 * When Monaco's TypeScript language service starts (the type errors underlined as one types, hovers,
 * completions from the types). Booting its worker takes one core for about 650 ms on this project's
 * 2-core machine (issue #21): started as the editor opened, it competed with the editor taking its
 * first key press and with a Run pressed at once. The build holds Monaco's TypeScript mode until
 * `startTypeScriptService` is called (plugins/monacoTypeScriptGate.ts); the editor calls it once the
 * learner pauses. The dev server does not hold it: there it starts as the editor opens, as before.
 */
let open: () => void = () => {};

/** Settles once the language service may start; what needs its worker waits for this rather than starting it. */
export const typescriptServiceStarted = new Promise<void>((resolve) => (open = resolve));

export function startTypeScriptService(): void {
  open();
}
