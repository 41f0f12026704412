import { describe, expect, it } from 'vitest';
import { toMonthlyChartData, yAxisMax, yAxisTicks } from './monthly-chart-data';

describe('monthly chart data', () => {
  it('labels each month in the UI language and keeps both counts', () => {
    const months = [
      { month: '2023-12', pos: 3, ecom: 1 },
      { month: '2024-01', pos: 0, ecom: 2 },
    ];
    expect(toMonthlyChartData(months, 'en')).toEqual([
      { month: '2023-12', label: 'Dec 2023', tick: 'Dec 2023', pos: 3, ecom: 1 },
      { month: '2024-01', label: 'Jan 2024', tick: 'Jan 2024', pos: 0, ecom: 2 },
    ]);
    expect(toMonthlyChartData(months, 'de').map((point) => point.label)).toEqual(['Dez. 2023', 'Jan. 2024']);
  });

  it('names the year on the axis only for the first month and for January', () => {
    const months = ['2024-03', '2024-04', '2024-12', '2025-01', '2025-02'].map((month) => ({
      month,
      pos: 0,
      ecom: 0,
    }));
    expect(toMonthlyChartData(months, 'en').map((point) => point.tick)).toEqual([
      'Mar 2024',
      'Apr',
      'Dec',
      'Jan 2025',
      'Feb',
    ]);
  });

  it('tops the axis at the largest count, and at least at 1', () => {
    const point = (pos: number, ecom: number) => ({ month: '2024-01', label: '', tick: '', pos, ecom });
    expect(yAxisMax([point(3, 7), point(5, 2)])).toBe(7);
    expect(yAxisMax([point(0, 0)])).toBe(1);
    expect(yAxisMax([])).toBe(1);
  });

  it('starts at zero and steps by 1 while the counts are small', () => {
    expect(yAxisTicks(1)).toEqual([0, 1]);
    expect(yAxisTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(yAxisTicks(10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps whole-number steps that reach the largest count when counts grow', () => {
    expect(yAxisTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(yAxisTicks(140)).toEqual([0, 20, 40, 60, 80, 100, 120, 140]);
    for (const max of [11, 37, 99, 1234]) {
      const ticks = yAxisTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(11);
    }
  });
});
