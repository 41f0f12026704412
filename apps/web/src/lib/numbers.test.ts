import { describe, expect, it } from 'vitest';
import { formatAmount, formatBytes } from './numbers';

describe('numbers', () => {
  it('writes amounts without a currency with grouping and two decimals', () => {
    expect(formatAmount(25000, 'en')).toBe('25,000.00');
    expect(formatAmount(25000, 'de')).toBe('25.000,00');
    expect(formatAmount(18.5, 'it')).toBe('18,50');
    expect(formatAmount(0, 'es')).toBe('0,00');
  });

  it('writes a file size in its largest decimal unit with one decimal at most', () => {
    expect(formatBytes(5_186_856, 'en')).toBe('5.2 MB');
    expect(formatBytes(5_186_856, 'de')).toBe('5,2 MB');
    expect(formatBytes(1_500_000_000, 'it')).toBe('1,5 GB');
    expect(formatBytes(2_048, 'es')).toBe('2 kB');
    expect(formatBytes(512, 'en')).toBe('512 byte');
  });
});
