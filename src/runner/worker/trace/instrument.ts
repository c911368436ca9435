import { parse, type AnyNode, type Function as FunctionNode, type Node, type Pattern, type Statement } from 'acorn';
import { fullAncestor } from 'acorn-walk';
import { insertAll, type Insertion } from './insertions';

/**
 * Instruments compiled learner code (CommonJS from sucrase) so that each
 * statement of each of the learner's functions reports a step to a recorder
 * (recorder.ts) named `recorder`: a `call` step on entry, a `line` step after
 * every simple statement (with the variables in scope then), a `return` step
 * with the value, an `exception` step when one leaves the function.
 *
 * Acorn parses; the instrumentation is text inserted at the offsets acorn
 * gives, never code printed again from the tree: every character of the
 * learner's code stays on its line, so the steps' lines, the editor's lines
 * and the lines of error messages are one and the same (and nothing inserted
 * holds a line break).
 */
export function instrument(code: string, recorder: string): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'script', locations: true, preserveParens: true });
  const functions: { fn: FunctionNode; name: string; outer: string[] }[] = [];
  fullAncestor(program, (node, _state, ancestors) => {
    if (!isFunction(node) || ancestors.some(isCompilerHelper)) return;
    functions.push({ fn: node, name: functionName(node, ancestors), outer: enclosingNamesUsed(node, ancestors) });
  });
  const insertions: Insertion[] = [];
  // fullAncestor visits a function after the functions inside it: inner insertions come first where two share an offset.
  for (const { fn, name, outer } of functions) new FunctionInstrumenter(recorder, insertions).function(fn, name, outer);
  return insertAll(code, insertions);
}

function isFunction(node: AnyNode): node is AnyNode & FunctionNode {
  return node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';
}

/** Sucrase's helpers (`_interopRequireWildcard`, `_optionalChain`...): its code, not the learner's, so not traced. */
function isCompilerHelper(node: AnyNode): boolean {
  return (
    node.type === 'FunctionDeclaration' &&
    /^_(interop|createNamedExportFrom|createStarExport|optionalChain|asyncOptionalChain|nullishCoalesce|asyncNullishCoalesce)/.test(
      node.id?.name ?? '',
    )
  );
}

/** The name a learner would call the function by: its own, its variable's, its property's or method's. */
function functionName(fn: FunctionNode, ancestors: AnyNode[]): string {
  if (fn.id) return fn.id.name;
  let parent = ancestors[ancestors.length - 2];
  if (parent?.type === 'ParenthesizedExpression') parent = ancestors[ancestors.length - 3];
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') && parent.key.type === 'Identifier') return parent.key.name;
  if (parent?.type === 'AssignmentExpression' && parent.left.type === 'Identifier') return parent.left.name;
  return '(anonymous)';
}

/**
 * The variables of enclosing scopes the function reads (a callback's `calls`, a module's `PATTERN`), shown at its
 * steps beside its own: a push inside `forEach` is then seen where it happens. Only names bound where the function
 * is (a block it sits in, declared before it; an enclosing function's parameters; a loop's or a catch's own), so
 * reading one never meets a variable out of scope; never one the function declares itself, which would shadow it.
 */
function enclosingNamesUsed(fn: FunctionNode, ancestors: AnyNode[]): string[] {
  const visible: string[] = [];
  for (let i = 0; i < ancestors.length - 1; i++) {
    const node = ancestors[i]!;
    const child = ancestors[i + 1]!;
    if (isFunction(node)) visible.push(...node.params.flatMap((param) => boundNames(param)));
    if (node.type === 'Program' || node.type === 'BlockStatement' || node.type === 'StaticBlock')
      for (const statement of node.body as Node[]) if (statement.end <= child.start) visible.push(...declaredBy(statement));
    if (node.type === 'ForStatement' && node.init && child !== node.init) visible.push(...declaredBy(node.init));
    if ((node.type === 'ForInStatement' || node.type === 'ForOfStatement') && child === node.body)
      visible.push(...(node.left.type === 'VariableDeclaration' ? declaredBy(node.left) : []));
    if (node.type === 'CatchClause' && child === node.body) visible.push(...boundNames(node.param));
  }
  const used = new Set<string>();
  const own = new Set<string>(fn.params.flatMap((param) => boundNames(param)));
  // Its own body only: a function inside it reads what it reads at steps of its own.
  fullAncestor(fn as Node, (node, _state, path) => {
    if (path.slice(1, -1).some(isFunction)) return;
    if (node.type === 'Identifier') used.add(node.name);
    if (node.type === 'VariableDeclaration') declaredBy(node).forEach((name) => own.add(name));
  });
  return [...new Set(visible)].filter((name) => used.has(name) && !own.has(name) && !name.startsWith('_'));
}

/** The names a pattern binds: `a`, `{ a, b: [c] }`, `...rest`, `d = 1`. */
export function boundNames(pattern: Pattern | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => (p.type === 'RestElement' ? boundNames(p.argument) : boundNames(p.value)));
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => boundNames(element));
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    default:
      return [];
  }
}

function declaredBy(statement: Statement | Node): string[] {
  if (statement.type !== 'VariableDeclaration') return [];
  return (statement as Extract<Statement, { type: 'VariableDeclaration' }>).declarations.flatMap((d) => boundNames(d.id));
}

class FunctionInstrumenter {
  constructor(
    private readonly t: string,
    private readonly out: Insertion[],
  ) {}

  private at(offset: number, text: string) {
    this.out.push({ offset, text });
  }

  /** `[names], () => [values]`: what a step reads; the closure reads them where the step is, in scope. */
  private reads(names: string[]): string {
    const unique = [...new Set(names)].filter((name) => !name.startsWith(this.t));
    return `${JSON.stringify(unique)}, () => [${unique.join(', ')}]`;
  }

  /** `outer`: the enclosing scopes' variables the function reads (see enclosingNamesUsed), shown before its own. */
  function(fn: FunctionNode, name: string, outer: string[] = []) {
    const params = [...outer, ...fn.params.flatMap((param) => boundNames(param))];
    const enter = `${this.t}.enter(${JSON.stringify(name)}, ${fn.loc!.start.line}, ${this.reads(params)});`;
    const error = `${this.t}e`;
    const close = `} catch (${error}) { ${this.t}.threw(${fn.body.loc!.end.line}, ${error}); throw ${error}; } finally { ${this.t}.exit(); }`;
    if (fn.body.type === 'BlockStatement') {
      this.at(fn.body.start + 1, ` try { ${enter}`);
      const scope = this.list(fn.body.body, params);
      this.at(fn.body.end - 1, `${this.t}.ret(${fn.body.loc!.end.line}, ${this.reads(scope)}, undefined); ${close} `);
      return;
    }
    // An arrow with an expression body: a block that returns it, so it has a call and a return step too.
    const line = fn.body.loc!.start.line;
    this.at(fn.body.start, `{ try { ${enter} return ${this.t}.ret(${line}, ${this.reads(params)}, `);
    this.at(fn.body.end, `); ${close} }`);
  }

  /** Instruments a list of statements; returns the names in scope after the last one. */
  private list(statements: Statement[], outer: string[]): string[] {
    let scope = [...outer];
    for (const statement of statements) {
      scope = [...scope, ...declaredBy(statement)];
      this.statement(statement, scope);
    }
    return scope;
  }

  /**
   * A statement where a list is allowed, or the body of an if or a loop: wrapped in braces, so steps can follow it.
   * `loopLine`: the body is a loop's, whose every turn is a step at the loop's line (its condition held, or its
   * next item came), read before the body's own steps; it also asks whether the trace stopped the program, outside
   * any try of the learner's in the body, so a learner's catch in the loop cannot swallow that.
   */
  private body(statement: Statement, scope: string[], loopLine?: number) {
    const check = loopLine === undefined ? '' : `${this.t}.loop(${loopLine}, ${this.reads(scope)}); `;
    if (statement.type === 'BlockStatement') {
      if (check) this.at(statement.start + 1, ` ${check}`);
      return void this.list(statement.body, scope);
    }
    this.at(statement.start, `{ ${check}`);
    this.list([statement], scope);
    this.at(statement.end, ' }');
  }

  private statement(s: Statement, scope: string[]) {
    const line = s.loc!.start.line;
    switch (s.type) {
      case 'ExpressionStatement':
      case 'VariableDeclaration':
        return this.at(s.end, `;${this.t}.step(${line}, ${this.reads(scope)});`);
      case 'ReturnStatement':
        if (!s.argument) return this.at(s.start, `${this.t}.ret(${line}, ${this.reads(scope)}, undefined); `);
        this.at(s.argument.start, `${this.t}.ret(${line}, ${this.reads(scope)}, `);
        return this.at(s.argument.end, ')');
      case 'IfStatement':
        this.body(s.consequent, scope);
        return s.alternate ? this.body(s.alternate, scope) : undefined;
      case 'ForStatement':
        return this.body(s.body, [...scope, ...(s.init ? declaredBy(s.init) : [])], line);
      case 'ForInStatement':
      case 'ForOfStatement':
        return this.body(s.body, [...scope, ...(s.left.type === 'VariableDeclaration' ? declaredBy(s.left) : boundNames(s.left))], line);
      case 'WhileStatement':
      case 'DoWhileStatement':
        return this.body(s.body, scope, line);
      case 'LabeledStatement':
        return this.body(s.body, scope);
      case 'BlockStatement':
        return void this.list(s.body, scope);
      case 'TryStatement':
        this.list(s.block.body, scope);
        if (s.handler) this.list(s.handler.body.body, [...scope, ...boundNames(s.handler.param)]);
        return s.finalizer ? void this.list(s.finalizer.body, scope) : undefined;
      case 'SwitchStatement': {
        let inSwitch = scope;
        for (const branch of s.cases) inSwitch = this.list(branch.consequent, inSwitch);
        return;
      }
      default:
        // Function and class declarations (their functions are instrumented on their own), break, continue, throw.
        return;
    }
  }
}
