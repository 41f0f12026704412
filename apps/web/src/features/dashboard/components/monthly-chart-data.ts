import type { DashboardStats, Language } from '@portal/shared';
import { formatMonth } from '@/lib/dates';

/** The chart's height in px; the dashboard keeps this much room while the chart's code loads. */
export const MONTHLY_CHART_HEIGHT = 300;

export type MonthlyChartPoint = {
  month: string;
  /** Month and year in the UI language, for the tooltip. */
  label: string;
  /** The x axis label: the year only on the first month and on January, so all twelve fit. */
  tick: string;
  pos: number;
  ecom: number;
};

/** The statistics' months as chart points, labelled with their month names in the UI language. */
export function toMonthlyChartData(
  months: DashboardStats['months'],
  language: Language,
): MonthlyChartPoint[] {
  return months.map(({ month, pos, ecom }, index) => ({
    month,
    label: formatMonth(month, language),
    tick: formatMonth(month, language, { withYear: index === 0 || month.endsWith('-01') }),
    pos,
    ecom,
  }));
}

/**
 * Top of the y axis: the axis starts at zero and steps by whole pre-checks (spec §2), so its top is a
 * whole number, and at least 1 so a year without pre-checks still draws an axis.
 */
export function yAxisMax(points: MonthlyChartPoint[]): number {
  return Math.max(1, ...points.map((point) => Math.max(point.pos, point.ecom)));
}

/**
 * The y axis ticks: every whole number while that stays readable (step 1, spec §2), otherwise a
 * whole-number step chosen so about five to ten ticks show.
 */
export function yAxisTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  const step = top <= 10 ? 1 : niceStep(top / 8);
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick);
  return ticks;
}

/** The smallest of 1, 2, 5, 10, 20, 50, ... that is at least `raw`. */
function niceStep(raw: number): number {
  let magnitude = 1;
  for (;;) {
    for (const factor of [1, 2, 5]) if (factor * magnitude >= raw) return factor * magnitude;
    magnitude *= 10;
  }
}
