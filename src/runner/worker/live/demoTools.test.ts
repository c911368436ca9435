import { describe, expect, it } from 'vitest';
import { DEMO_TOOLS, evaluateArithmetic } from './demoTools';

describe('evaluateArithmetic', () => {
  it('computes what the calculator tool is asked, with precedence, parentheses and signs', () => {
    expect(evaluateArithmetic('875.4 * 10 + 213.5 * 10')).toBe(10889);
    expect(evaluateArithmetic('(10 + 5) / 3')).toBe(5);
    expect(evaluateArithmetic('100 * 0.15')).toBe(15);
    expect(evaluateArithmetic('0.1 + 0.2')).toBe(0.3);
    expect(evaluateArithmetic('-2 ** 2')).toBe(-4);
    expect(evaluateArithmetic('2 ^ 3 ^ 2')).toBe(512);
    expect(evaluateArithmetic('17 % 5')).toBe(2);
  });

  it('refuses anything but arithmetic, without evaluating it', () => {
    expect(() => evaluateArithmetic('alert(1)')).toThrow('unexpected "a"');
    expect(() => evaluateArithmetic('(1 + 2')).toThrow('not closed');
    expect(() => evaluateArithmetic('1 / 0')).toThrow('not a finite number');
  });
});

describe('DEMO_TOOLS', () => {
  it('answer deterministically: canned search and prices, a computed sum, errors as text or throws', () => {
    expect(DEMO_TOOLS.web_search.run({ query: 'Electric vehicles in 2023' })).toBe('EV sales reached 14 million units globally in 2023.');
    expect(DEMO_TOOLS.web_search.run({ query: 'index funds' })).toBe('General result for: index funds');
    expect(DEMO_TOOLS.get_stock_price.run({ ticker: 'nvda' })).toEqual({ ticker: 'NVDA', price: 875.4, found: true });
    expect(DEMO_TOOLS.get_stock_price.run({ ticker: 'toString' })).toEqual({ ticker: 'TOSTRING', price: null, found: false });
    expect(DEMO_TOOLS.calculate.run({ expression: '2 +' })).toBe('Error: the expression ends too early');
    expect(() => DEMO_TOOLS.get_stock_price.run({ symbol: 'AAPL' })).toThrow('"ticker" must be a string');
  });

  it('are defined as register-tools builds them: string parameters, all required', () => {
    expect(DEMO_TOOLS.get_stock_price.definition).toEqual({
      type: 'function',
      function: {
        name: 'get_stock_price',
        description: 'Get the current price of a stock.',
        parameters: {
          type: 'object',
          properties: { ticker: { type: 'string', description: 'Stock ticker symbol like AAPL or GOOGL' } },
          required: ['ticker'],
        },
      },
    });
  });
});
