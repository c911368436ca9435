/**
 * The demo tools a live run can offer, by name. Kept apart from the tools
 * themselves so the exercise schema (read by the CLI and the build) can
 * validate `live.tools` without pulling the tools' code in.
 */
export const DEMO_TOOL_NAMES = ['web_search', 'get_stock_price', 'calculate'] as const;
export type DemoToolName = (typeof DEMO_TOOL_NAMES)[number];
