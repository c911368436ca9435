import { decoratedSource, type PythonTool } from '../../exercise/pythonFunctions';
import { isPlainObject } from '../../grading/diff';

/**
 * The tools a case describes as data (`tool`, or `tools`), shown as the Python they run: the `@tool(...)` line and
 * the `def` the checks write (the same writer as the driver's), so the learner reads the function, not its YAML.
 */
export function PythonFunctionsView({ input }: { input: unknown }) {
  if (!isPlainObject(input)) return null;
  const tools = [input.tool, ...(Array.isArray(input.tools) ? input.tools : [])].filter(isPlainObject) as unknown as PythonTool[];
  if (tools.length === 0) return null;
  return (
    <div className="python-functions">
      <h5>{tools.length === 1 ? 'The function this case decorates' : 'The functions this case decorates'}</h5>
      <pre className="input-text" aria-label="The case's functions, in Python" tabIndex={0}>
        {tools.map(sourceOf).join('\n\n')}
      </pre>
    </div>
  );
}

function sourceOf(tool: PythonTool): string {
  try {
    return decoratedSource(tool);
  } catch (error) {
    return `# ${tool.name}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
