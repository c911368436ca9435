/**
 * Python functions described as data, written out as the `def` that runs them: one writer for the code a case runs
 * (tool-decorator's driver hands each tool's `def` line to driver.py, which runs exactly that) and for the code the
 * results show the learner, so what they read is what ran. Only names, the type hints listed here and plain values
 * become code; anything else in a description is refused as a case error, at the case, never run as written.
 */
import { pythonNumber, pythonString } from '../core/pythonRepr';

/** How a parameter is passed: keyword-only (after `*`), `*name`, `**name`, positional-only (before `/`); plain when absent. */
export const PARAMETER_KINDS = ['keyword', 'args', 'kwargs', 'positional'] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

/** The type hints a case may name, each as the text it is written as (the quoted ones are forward references). */
export const PYTHON_HINTS = [
  'str',
  'int',
  'float',
  'bool',
  'list[str]',
  'dict',
  'Optional[int]',
  'Any',
  'Point',
  'None',
  "'int'",
  "'bool'",
];

export interface PythonParameter {
  name: string;
  type?: string;
  default?: unknown;
  kind?: ParameterKind;
}

export interface PythonTool {
  name: string;
  description: string;
  /** tool()'s keyword arguments: parameter name to description. */
  describe?: Record<string, string>;
  params?: PythonParameter[];
  /** The return hint. */
  returns?: string;
  /** What the body returns ("<name> ran" when absent). */
  result?: unknown;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function caseError(message: string): Error {
  return new Error(`case error: ${message}`);
}

/** `def web_search(query: str) -> str:`, the function's first line as it runs. */
export function defLine(tool: PythonTool): string {
  if (!IDENTIFIER.test(tool.name)) throw caseError(`the tool name ${JSON.stringify(tool.name)} is not a Python name`);
  const returns = tool.returns === undefined ? '' : ` -> ${hint(tool.returns)}`;
  return `def ${tool.name}(${signature(tool.params ?? [])})${returns}:`;
}

/** The whole function as the case decorates it: `@tool(...)`, its `def` line, and what its body returns. */
export function decoratedSource(tool: PythonTool): string {
  const describe = Object.entries(tool.describe ?? {}).map(([name, text]) => `${name}=${pythonLiteral(text)}`);
  const result = tool.result === undefined ? `${tool.name} ran` : tool.result;
  return `@tool(${[pythonLiteral(tool.description), ...describe].join(', ')})\n${defLine(tool)}\n    return ${pythonLiteral(result)}`;
}

function hint(type: string): string {
  if (!PYTHON_HINTS.includes(type)) throw caseError(`no type hint ${JSON.stringify(type)}; use one of ${PYTHON_HINTS.join(', ')}`);
  return type;
}

function signature(params: readonly PythonParameter[]): string {
  const parts: string[] = [];
  let starred = false;
  params.forEach((param, index) => {
    const kind = param.kind;
    if (kind !== undefined && !PARAMETER_KINDS.includes(kind))
      throw caseError(
        `parameter ${JSON.stringify(param.name)} has the kind ${JSON.stringify(kind)}; use one of ${PARAMETER_KINDS.join(', ')}, or none`,
      );
    if (kind === 'keyword' && !starred) parts.push('*');
    if (kind === 'keyword' || kind === 'args') starred = true;
    parts.push(parameterText(param));
    if (kind === 'positional' && params[index + 1]?.kind !== 'positional') parts.push('/');
  });
  return parts.join(', ');
}

function parameterText(param: PythonParameter): string {
  if (!IDENTIFIER.test(param.name)) throw caseError(`the parameter name ${JSON.stringify(param.name)} is not a Python name`);
  const star = param.kind === 'args' ? '*' : param.kind === 'kwargs' ? '**' : '';
  let text = star + param.name;
  if (param.type !== undefined) text += `: ${hint(param.type)}`;
  if ('default' in param) text += `${param.type === undefined ? '=' : ' = '}${pythonLiteral(param.default)}`;
  return text;
}

/** A plain value as Python source: None, True, False, numbers, strings, lists and dicts. */
export function pythonLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw caseError(`${value} cannot be written as a Python literal`);
    return pythonNumber(value);
  }
  if (typeof value === 'string') return pythonString(value);
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${pythonString(key)}: ${pythonLiteral(item)}`)
      .join(', ')}}`;
  throw caseError(`a ${typeof value} cannot be written as a Python literal`);
}
