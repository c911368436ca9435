/**
 * Modules a learner may import, when their exercise allows it. Loaded lazily
 * so that an exercise without imports pays nothing for them.
 */
export const MODULE_LOADERS: Record<string, () => Promise<unknown>> = {
  zod: () => import('zod'),
};

export function knownModule(name: string): boolean {
  return Object.hasOwn(MODULE_LOADERS, name);
}
