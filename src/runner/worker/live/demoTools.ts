/**
 * The tools of a live run: trusted, deterministic stand-ins for the seed
 * lesson's financial-research tools. They run in the learner's worker (the
 * learner's runAgent calls them directly), so they reach nothing outside it:
 * web_search and get_stock_price answer from canned data, as the lesson's
 * own versions do, and the panel says so; calculate really computes, with a
 * small arithmetic parser (never eval).
 *
 * Their definitions are the ones register-tools builds and agent-loop's cases
 * hand to runAgent (exercises/agent-loop/driver.ts): string parameters, all
 * required, the seed lesson's descriptions.
 */
import type { DemoToolName } from '../../../exercise/demoToolNames';

export interface DemoTool {
  definition: { type: 'function'; function: { name: string; description: string; parameters: Record<string, unknown> } };
  run: (args: Record<string, unknown>) => unknown;
}

function definition(name: string, description: string, parameters: Record<string, string>): DemoTool['definition'] {
  const properties = Object.fromEntries(Object.entries(parameters).map(([key, text]) => [key, { type: 'string', description: text }]));
  return { type: 'function', function: { name, description, parameters: { type: 'object', properties, required: Object.keys(parameters) } } };
}

function stringArg(args: Record<string, unknown>, key: string): string {
  const value = args[key];
  if (typeof value !== 'string') throw new Error(`"${key}" must be a string`);
  return value;
}

/** Canned search results (the seed lesson's), matched by a keyword in the query. */
const SEARCH_RESULTS: [string, string][] = [
  ['climate change', 'Global temperatures have risen 1.1°C since pre-industrial times.'],
  ['renewable energy', 'Solar and wind now account for over 30% of global electricity.'],
  ['electric vehicles', 'EV sales reached 14 million units globally in 2023.'],
];

/** Canned prices (the seed lesson's): not market data. */
const PRICES: Record<string, number> = { AAPL: 213.5, GOOGL: 175.2, TSLA: 250.8, NVDA: 875.4 };

export const DEMO_TOOLS: Record<DemoToolName, DemoTool> = {
  web_search: {
    definition: definition('web_search', 'Search for information on a topic.', { query: 'The search query' }),
    run: (args) => {
      const query = stringArg(args, 'query');
      const hit = SEARCH_RESULTS.find(([key]) => query.toLowerCase().includes(key));
      return hit ? hit[1] : `General result for: ${query}`;
    },
  },
  get_stock_price: {
    definition: definition('get_stock_price', 'Get the current price of a stock.', { ticker: 'Stock ticker symbol like AAPL or GOOGL' }),
    run: (args) => {
      const ticker = stringArg(args, 'ticker').toUpperCase();
      const price = Object.hasOwn(PRICES, ticker) ? PRICES[ticker]! : null;
      return { ticker, price, found: price !== null };
    },
  },
  calculate: {
    definition: definition('calculate', 'Calculate a mathematical expression.', {
      expression: "A math expression like '100 * 0.15' or '(10 + 5) / 3'",
    }),
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
