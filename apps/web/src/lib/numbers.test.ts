import { describe, expect, it } from 'vitest';
import { formatAmount, formatEuro } from './numbers';

describe('numbers', () => {
  it('writes euro amounts the UI language way', () => {
    expect(formatEuro(1500, 'en')).toBe('€1,500.00');
    expect(formatEuro(1500, 'de')).toBe('1.500,00\u00a0€');
  });

  it('writes amounts without a currency with grouping and two decimals', () => {
    expect(formatAmount(25000, 'en')).toBe('25,000.00');
    expect(formatAmount(25000, 'de')).toBe('25.000,00');
    expect(formatAmount(18.5, 'it')).toBe('18,50');
    expect(formatAmount(0, 'es')).toBe('0,00');
  });
});
