import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthlyChartPoint } from './monthly-chart-data';

/** The chart's figures as a table for screen readers (WCAG 1.1.1): month, POS and eCommerce counts. */
export function MonthlyChartTable({ data }: { data: MonthlyChartPoint[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <VisuallyHidden>
      <table>
        <caption>{t('dashboard.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.month')}</th>
            <th scope="col">{t('dashboard.chart.pos')}</th>
            <th scope="col">{t('dashboard.chart.ecom')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.month}>
              <th scope="row">{point.label}</th>
              <td>{number.format(point.pos)}</td>
              <td>{number.format(point.ecom)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
