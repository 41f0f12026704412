// The legend's swatches are @mantine/core's ColorSwatch, whose file app/mantine-styles.ts leaves out.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { MONTHLY_CHART_HEIGHT, type MonthlyChartPoint, yAxisMax, yAxisTicks } from './monthly-chart-data';

export type MonthlyChartProps = { data: MonthlyChartPoint[] };

/**
 * The admin dashboard's line chart (spec §2): POS red, e-commerce blue, the y axis from zero in whole
 * pre-checks. Its own module, loaded lazily by the dashboard, so recharts, larger than the rest of it,
 * stays out of every other screen's download.
 */
export default function MonthlyChart({ data }: MonthlyChartProps) {
  const { t } = useTranslation();
  const ticks = yAxisTicks(yAxisMax(data));
  const tickOf = new Map(data.map((point) => [point.label, point.tick]));
  return (
    <LineChart
      h={MONTHLY_CHART_HEIGHT}
      data={data}
      dataKey="label"
      series={[
        { name: 'pos', label: t('dashboard.chart.pos'), color: 'red.7' },
        { name: 'ecom', label: t('dashboard.chart.ecom'), color: 'blue.7' },
      ]}
      curveType="linear"
      withLegend
      // POS first, as in the table; recharts would sort the legend alphabetically by label.
      legendProps={{
        verticalAlign: 'bottom',
        itemSorter: (item) => (item.dataKey === 'pos' ? 0 : 1),
      }}
      // Mantine's default 'dimmed' axis text is too faint for WCAG AA contrast.
      textColor="gray.7"
      gridAxis="y"
      // Every tick of our whole-number scale is drawn (recharts would thin them out on its own).
      yAxisProps={{ domain: [0, ticks.at(-1) ?? 1], ticks, interval: 0, allowDecimals: false, width: 40 }}
      // Room for the first and last month's label; where twelve do not fit, months are left out evenly.
      xAxisProps={{
        interval: 'equidistantPreserveStart',
        padding: { left: 24, right: 24 },
        tickFormatter: (label: string) => tickOf.get(label) ?? label,
      }}
      valueFormatter={(value) => String(Math.round(value))}
      // No keyboard stop of its own: the chart is a picture of the table beside it (dashboard-insights.tsx).
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
