import { describe, expect, it } from 'vitest';
import { formatLines } from './formatValue';

describe('formatLines', () => {
  it('says once that a long nested value was cut', () => {
    const lines = formatLines({ calls: Array.from({ length: 1000 }, (_, i) => i), errors: [] });
    expect(lines.filter((line) => line.text.includes('cut: too long to show'))).toHaveLength(1);
  });
});
