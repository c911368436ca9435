// dependency-cruiser: the import boundaries of src/ (run by `npm run lint` as `depcruise src --config .dependency-cruiser.cjs`).
//
// The rules come from one ordered list of layers, lowest first, in dependency-layers.cjs:
//   core, exercise, runner, grading, generatedCases, pipeline, persistence, live, tooling, editor, ui, instructor, app,
//   then src/main.tsx on top.
// Each folder of src/ may import only from itself and the folders below it; that also means no cycle between folders.
// The list lives in its own module so that src/tooling/layers.test.ts can build the same rules for a fixture tree.
//
// Type-only imports count: the layers hold for types as well (tsPreCompilationDeps below).
'use strict';

const { layerRules } = require('./dependency-layers.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: layerRules('src'),
  options: {
    doNotFollow: { path: 'node_modules' },
    // See `import type` and imports whose values TypeScript would erase: they are dependencies all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
