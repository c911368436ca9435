/** `./browserWorker.ts?learner-bundle`: the worker bundled into one classic script, as text (bundlePlugin.ts). */
declare module '*?learner-bundle' {
  const code: string;
  export default code;
}
