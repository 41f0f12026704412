import { describe, expect, it } from 'vitest';
import { formatAmount } from './numbers';

describe('numbers', () => {
  it('writes amounts without a currency with grouping and two decimals', () => {
    expect(formatAmount(25000, 'en')).toBe('25,000.00');
    expect(formatAmount(25000, 'de')).toBe('25.000,00');
    expect(formatAmount(18.5, 'it')).toBe('18,50');
    expect(formatAmount(0, 'es')).toBe('0,00');
  });
});
