/**
 * The tools of a live run: trusted, deterministic stand-ins for the seed
 * lesson's financial-research tools. They run in the learner's worker (the
 * learner's runAgent calls them directly), so they reach nothing outside it:
 * web_search and get_stock_price answer from canned data, as the lesson's
 * own versions do, and the panel says so; calculate really computes, with a
 * small arithmetic parser (never eval).
 *
 * Their words and canned data are the seed tools' (src/exercise/seedTools.ts),
 * and their definitions are the kit's seedTool: the ones register-tools builds
 * and agent-loop's cases hand to runAgent.
 */
import { seedSearch, seedStockPrice, type DemoToolName } from '../../../exercise/seedTools';
import { seedTool, type FunctionTool } from '../driverKit';

export interface DemoTool {
  definition: FunctionTool;
  run: (args: Record<string, unknown>) => unknown;
}

function stringArg(args: Record<string, unknown>, key: string): string {
  const value = args[key];
  if (typeof value !== 'string') throw new Error(`"${key}" must be a string`);
  return value;
}

export const DEMO_TOOLS: Record<DemoToolName, DemoTool> = {
  web_search: {
    definition: seedTool('web_search'),
    run: (args) => seedSearch(stringArg(args, 'query')),
  },
  get_stock_price: {
    definition: seedTool('get_stock_price'),
    run: (args) => seedStockPrice(stringArg(args, 'ticker')),
  },
  calculate: {
    definition: seedTool('calculate'),
    run: (args) => {
      try {
        return String(evaluateArithmetic(stringArg(args, 'expression')));
      } catch (error) {
        return `Error: ${error instanceof Error ? error.message : String(error)}`;
      }
    },
  },
};

/**
 * Evaluates + - * / % ** (or ^), parentheses, unary signs and decimal
 * numbers. A recursive-descent parser over a token list; depth is bounded by
 * the expression's length (at most 1,000 characters).
 */
export function evaluateArithmetic(expression: string): number {
  if (expression.length > 1_000) throw new Error('the expression is too long');
  const tokens = expression.match(/\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+|\*\*|[-+*/%^()]|\S/gi) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];

  const primary = (): number => {
    const token = take();
    if (token === undefined) throw new Error('the expression ends too early');
    if (token === '(') {
      const value = sum();
      if (take() !== ')') throw new Error('a "(" is not closed');
      return value;
    }
    if (token === '-') return -power();
    if (token === '+') return power();
    if (/^[\d.]/.test(token)) return Number(token);
    throw new Error(`unexpected "${token}"`);
  };
  const power = (): number => {
    const base = primary();
    if (peek() === '**' || peek() === '^') {
      take();
      return base ** power();
    }
    return base;
  };
  const product = (): number => {
    let value = power();
    for (let op = peek(); op === '*' || op === '/' || op === '%'; op = peek()) {
      take();
      const right = power();
      value = op === '*' ? value * right : op === '/' ? value / right : value % right;
    }
    return value;
  };
  function sum(): number {
    let value = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      take();
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  }

  const value = sum();
  if (at < tokens.length) throw new Error(`unexpected "${tokens[at]}"`);
  if (!Number.isFinite(value)) throw new Error('the result is not a finite number (division by zero?)');
  // 0.1 + 0.2 is 0.30000000000000004 in floating point; a calculator shows 0.3.
  return Number(value.toPrecision(12));
}
