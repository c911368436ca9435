/**
 * The seed lesson's example tools, spelled once: each tool's name, its description, and the
 * description of each of its (string) parameters, and the canned data two of them answer from.
 *
 * Three places hand these words to learner code, and a case's expected value holds them verbatim:
 * agent-loop's driver gives runAgent their definitions, register-tools' driver builds its zod
 * catalog with them, and the live model's demo tools (src/runner/worker/live/demoTools.ts) offer
 * them to a real model. Written three times, one edit would make a tool the lesson calls
 * `web_search` mean two things. Plain data, so `src/exercise` (the schema checks `live.tools`)
 * and the worker can both import it; the definitions are built by the driver kit's `seedTool`.
 */
export const SEED_TOOLS = {
  web_search: { description: 'Search for information on a topic.', parameters: { query: 'The search query' } },
  get_stock_price: { description: 'Get the current price of a stock.', parameters: { ticker: 'Stock ticker symbol like AAPL or GOOGL' } },
  calculate: {
    description: 'Calculate a mathematical expression.',
    parameters: { expression: "A math expression like '100 * 0.15' or '(10 + 5) / 3'" },
  },
  get_weather: { description: 'Get the current weather in a city.', parameters: { city: 'City name, such as Oslo' } },
  get_time: { description: 'Get the current time in UTC.', parameters: {} },
} as const satisfies Record<string, { description: string; parameters: Record<string, string> }>;

export type SeedToolName = keyof typeof SEED_TOOLS;

/**
 * The seed tools a live run can offer (`live.tools` in exercise.yaml): the financial-research
 * ones, which answer from the canned data below or compute. The schema validates against this
 * list without pulling the tools' code in.
 */
export const DEMO_TOOL_NAMES = ['web_search', 'get_stock_price', 'calculate'] as const satisfies readonly SeedToolName[];
export type DemoToolName = (typeof DEMO_TOOL_NAMES)[number];

/** What get_stock_price answers (the seed lesson's canned prices, not market data). */
export const SEED_STOCK_PRICES: Readonly<Record<string, number>> = { AAPL: 213.5, GOOGL: 175.2, TSLA: 250.8, NVDA: 875.4 };

/** What web_search answers: the first keyword the query contains picks the text (the seed lesson's canned results). */
export const SEED_SEARCH_RESULTS: readonly (readonly [keyword: string, text: string])[] = [
  ['climate change', 'Global temperatures have risen 1.1°C since pre-industrial times.'],
  ['renewable energy', 'Solar and wind now account for over 30% of global electricity.'],
  ['electric vehicles', 'EV sales reached 14 million units globally in 2023.'],
];

/** get_stock_price's answer for `ticker` (any case), from SEED_STOCK_PRICES. */
export function seedStockPrice(ticker: string): { ticker: string; price: number | null; found: boolean } {
  const upper = ticker.toUpperCase();
  const price = Object.hasOwn(SEED_STOCK_PRICES, upper) ? SEED_STOCK_PRICES[upper]! : null;
  return { ticker: upper, price, found: price !== null };
}

/** web_search's answer to `query`, from SEED_SEARCH_RESULTS. */
export function seedSearch(query: string): string {
  const lower = query.toLowerCase();
  for (const [keyword, text] of SEED_SEARCH_RESULTS) {
    if (lower.includes(keyword)) return text;
  }
  return `General result for: ${query}`;
}
