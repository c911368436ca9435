// @vitest-environment node
// The import-boundary rules (dependency-layers.cjs) on a small fixture tree, through dependency-cruiser's own API and the project's config.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const requireCjs = createRequire(import.meta.url);
const { layerRules } = requireCjs('../../dependency-layers.cjs') as { layerRules: (root: string) => IForbiddenRuleType[] };

const ROOT = 'src/test/fixtures/layers/src';

/** Every violation as "rule: from -> to", with paths relative to the fixture's root. */
async function violationsIn(root: string): Promise<string[]> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const { output } = await cruise(
    [root],
    { ...options, ruleSet: { ...options.ruleSet, forbidden: layerRules(root) } },
    {},
    { tsConfig: extractTSConfig('tsconfig.json') },
  );
  const relative = (path: string) => path.slice(root.length + 1);
  return (output as ICruiseResult).summary.violations
    .map(({ rule, from, to }) => `${rule.name}: ${relative(from)} -> ${relative(to)}`)
    .sort();
}

describe('the layer rules', () => {
  let violations: string[] = [];
  beforeAll(async () => {
    violations = await violationsIn(ROOT);
  });

  it('are what .dependency-cruiser.cjs applies to src/', async () => {
    const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
    expect(options.ruleSet?.forbidden).toEqual(layerRules('src'));
  });

  it('report the wrong imports of the fixture, and nothing else', () => {
    expect(violations).toEqual([
      'layer-runner: runner/wrong.ts -> app/page.ts',
      'layer-runner: runner/wrongType.ts -> app/page.ts',
      'layer-unlisted-folder: elsewhere/stray.ts -> exercise/types.ts',
      'runner-worker-not-host: runner/worker/worker.ts -> runner/host/host.ts',
      'test-support-only-in-tests: app/usesTestSupport.ts -> test/helper.ts',
    ]);
  });

  it('count type-only imports, and let a layer import the layers below it', () => {
    expect(violations).toContain('layer-runner: runner/wrongType.ts -> app/page.ts');
    expect(violations.filter((violation) => / (app\/page|runner\/run)\.ts -> /.test(violation))).toEqual([]);
  });
});
