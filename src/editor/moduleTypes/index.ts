/**
 * Declaration files of the modules an exercise lets the learner import, by
 * module name, as `{ path inside the package: text }`. Each loads lazily.
 */
const loaders: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  zod: () => import('./zod'),
  openai: () => import('./openai'),
};

export async function loadModuleTypes(name: string): Promise<Record<string, string> | undefined> {
  return (await loaders[name]?.())?.default;
}
