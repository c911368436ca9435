// The import boundaries of src/, as dependency-cruiser rules built from one ordered list.
// .dependency-cruiser.cjs applies them to src/; src/tooling/layers.test.ts applies them to a small fixture tree.
// CommonJS because dependency-cruiser loads its config with require(), and the config requires this file.
'use strict';

/**
 * The layers of src/, lowest first. A folder may import from itself and from the folders before it in this list,
 * never from a folder after it; src/main.tsx sits on top of them all.
 *
 * Why this order: `core` is what every layer shares; an `exercise` is plain data that everything else reads; the
 * `runner` runs learner code against an exercise; `grading` judges what the runner returns, `generatedCases` and
 * the `pipeline` build on grading; `persistence` and `live` are services of the page; the `graderPage` is the built
 * site's page for the command-line grader (the pipeline in the page's sandbox, no UI); `tooling` (exercises:check,
 * grade, bench) may use all of those; then the page itself, bottom-up: the `editor`, the `ui` components, the
 * `instructor` view, and the `app` that wires them together. `main.tsx` only starts the app.
 *
 * A folder not created yet matches nothing, so listing it is harmless.
 * Because every import goes down (or stays within a folder), there can be no cycle between two folders:
 * a cycle would need an import from a lower folder up to a higher one, which the layer rules forbid.
 */
const LAYERS = [
  'core',
  'exercise',
  'runner',
  'grading',
  'generatedCases',
  'pipeline',
  'persistence',
  'live',
  'graderPage',
  'tooling',
  'editor',
  'ui',
  'instructor',
  'app',
];

/** The entry point, above every layer. */
const TOP = 'main.tsx';

/** Test support (src/test/): exempt from the layer rules as an importer, importable only from tests. */
const TEST_SUPPORT = 'test';

/** Test files may import fixtures and helpers from any layer. */
const TEST_FILE = '\\.test\\.tsx?$';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The forbidden rules for a source root such as 'src' (a path relative to where dependency-cruiser runs, with forward slashes).
 * @param {string} root
 * @returns {import('dependency-cruiser').IForbiddenRuleType[]}
 */
function layerRules(root) {
  const r = escape(root.replace(/\/+$/, ''));
  const top = `${r}/${escape(TOP)}$`;
  const listed = [...LAYERS, TEST_SUPPORT].join('|');
  // Anything under root that is in no listed folder, except the entry point and ambient declarations (*.d.ts) beside it.
  const unlisted = `^${r}/(?!(?:${listed})/|${escape(TOP)}$|[^/]+\\.d\\.ts$)`;

  const layers = LAYERS.map((layer, index) => {
    const above = LAYERS.slice(index + 1);
    const below = LAYERS.slice(0, index);
    return {
      name: `layer-${layer}`,
      severity: 'error',
      comment: `${root}/${layer}/ may import only from itself${below.length ? ` and the layers below it (${below.join(', ')})` : ''}; see dependency-layers.cjs.`,
      from: { path: `^${r}/${layer}/`, pathNot: TEST_FILE },
      to: { path: above.length ? [`^${r}/(?:${above.join('|')})/`, `^${top}`] : `^${top}` },
    };
  });

  return [
    ...layers,
    {
      name: 'layer-unlisted-folder',
      severity: 'error',
      comment: `This folder of ${root}/ is not in the layer list (dependency-layers.cjs): add it there, or move the file into a listed folder.`,
      from: { path: unlisted, pathNot: TEST_FILE },
      to: { path: `^${r}/` },
    },
    {
      name: 'layer-unlisted-target',
      severity: 'error',
      comment: `The imported folder of ${root}/ is not in the layer list (dependency-layers.cjs). Stylesheets are not code and need no layer.`,
      from: { path: `^${r}/`, pathNot: [TEST_FILE, `^${r}/${TEST_SUPPORT}/`, unlisted] },
      to: { path: unlisted, pathNot: '\\.css$' },
    },
    {
      name: 'runner-worker-not-host',
      severity: 'error',
      comment: 'The worker side of the trust boundary (runner/worker/) must not depend on the page side (runner/host/).',
      from: { path: `^${r}/runner/worker/`, pathNot: TEST_FILE },
      to: { path: `^${r}/runner/host/` },
    },
    {
      name: 'test-support-only-in-tests',
      severity: 'error',
      comment: `${root}/${TEST_SUPPORT}/ is test support: only test files (*.test.ts, *.test.tsx) and ${root}/${TEST_SUPPORT}/ itself may import it.`,
      from: { path: `^${r}/`, pathNot: [TEST_FILE, `^${r}/${TEST_SUPPORT}/`] },
      to: { path: `^${r}/${TEST_SUPPORT}/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle of imports between files (type-only imports count too).',
      from: { path: `^${r}/` },
      to: { circular: true },
    },
  ];
}

module.exports = { LAYERS, TOP, layerRules };
