import { defineDriver, defLine, ShapeError, type PythonTool } from 'playground/driver';

/*
 * tool-decorator is Python-only: driver.py builds each case's tool functions,
 * applies the learner's `tool` decorator (and their build_registry), and returns
 * what came of it as plain data. This side writes each tool's `def` line (the
 * kit's defLine, which the results show the learner as well) and hands the case
 * over with it: driver.py runs exactly that line. A description defLine cannot
 * write (an unknown kind or type hint, a name that is not Python's) is a case error.
 */
type Input = { tool?: PythonTool; tools?: PythonTool[] };

const withDef = (tool: PythonTool) => ({ ...tool, def: defLine(tool) });

export default defineDriver({
  run(learner, input) {
    if (learner.language !== 'python') throw new ShapeError('This exercise is in Python: write it in Python.');
    const { tool, tools } = input as Input;
    return learner.entry({
      ...(input as object),
      ...(tool ? { tool: withDef(tool) } : {}),
      ...(tools ? { tools: tools.map(withDef) } : {}),
    });
  },
});
