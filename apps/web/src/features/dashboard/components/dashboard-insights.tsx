import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '@/components/ui/loading-text';
import { LoadFailed } from '@/components/ui/query-frame';
import { currentLanguage } from '@/lib/i18n';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { LatestPrechecksTable } from './latest-prechecks-table';
import { MonthlyChartTable } from './monthly-chart-table';
import { DecisionFigures, QueueFigures } from './review-figures';
import { MONTHLY_CHART_HEIGHT, toMonthlyChartData } from './monthly-chart-data';

// recharts is large: only the admin dashboard downloads it, and only once the statistics are here.
const MonthlyChart = lazy(() => import('./monthly-chart'));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Title order={2} size="h4" id={headingId} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The admin dashboard's review queue and last decisions (DESIGN §12), the chart of the last 12 months
 * and the 10 latest pre-checks (spec §2). A failed
 * load is logged (spec §8) and said, with a way to try again: empty sections would read as real data.
 */
export function DashboardInsights() {
  const { t } = useTranslation();
  const stats = useDashboardStats();
  const language = currentLanguage();

  useEffect(() => {
    if (stats.isError) console.error('Error fetching the dashboard statistics', stats.error);
  }, [stats.isError, stats.error]);

  if (stats.isPending) return <LoadingText />;
  if (stats.isError) {
    return <LoadFailed onRetry={stats.refetch}>{t('dashboard.loadFailed')}</LoadFailed>;
  }
  const { months, latest, queue, decisions } = stats.data;
  const chartData = toMonthlyChartData(months, language);

  return (
    <Stack gap="lg">
      <Section title={t('dashboard.queue.title')}>
        <QueueFigures queue={queue} />
      </Section>
      <Section title={t('dashboard.decisions.title', { days: decisions.days })}>
        <DecisionFigures decisions={decisions} />
      </Section>
      <Section title={t('dashboard.chart.title')}>
        {months.length > 0 ? (
          <>
            {/* WCAG 1.1.1: the lines are a picture of the table below, which assistive technology reads. */}
            <Box mih={MONTHLY_CHART_HEIGHT} aria-hidden>
              <Suspense fallback={<LoadingText />}>
                <MonthlyChart data={chartData} />
              </Suspense>
            </Box>
            <MonthlyChartTable data={chartData} />
          </>
        ) : (
          <Text c="gray.7">{t('dashboard.chart.empty')}</Text>
        )}
      </Section>
      <Section title={t('dashboard.latest.title')}>
        <LatestPrechecksTable items={latest} />
      </Section>
    </Stack>
  );
}
