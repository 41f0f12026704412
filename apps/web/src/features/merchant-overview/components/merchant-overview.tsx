import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PrecheckSummary } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import { totalPagesOf } from '@/components/ui/page-window';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { openPdf } from '@/lib/open-pdf';
import { precheckPdfPath } from '@/lib/precheck-links';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { useMyPrechecks } from '../api/get-my-prechecks';
import { MyPrechecksTable } from './my-prechecks-table';

/**
 * The merchant's start page at /merchant (DESIGN §6): the two pre-check forms and the user's own
 * pre-checks of both kinds, newest first, each with its detail and its PDF. The page is in the URL.
 */
export function MerchantOverview() {
  const { t } = useTranslation();
  const headingId = useId();
  const { page, setPage } = useListSearchParams();
  const prechecks = useMyPrechecks(page);
  const [pdfBusyId, setPdfBusyId] = useState<string | null>(null);
  const [pdfFailed, setPdfFailed] = useState(false);

  const openPrecheckPdf = (item: PrecheckSummary) => {
    setPdfFailed(false);
    setPdfBusyId(item.id);
    // Called straight from the click: the new tab opens before anything is awaited.
    openPdf(precheckPdfPath(item, currentLanguage()))
      .catch((error: unknown) => {
        console.error('Error opening the PDF', error);
        setPdfFailed(true);
      })
      .finally(() => setPdfBusyId(null));
  };

  const renderBody = () => {
    if (prechecks.isPending) return <LoadingText />;
    if (prechecks.isError) return <Alert color="red">{t('overview.error')}</Alert>;
    const { items, total, pageSize } = prechecks.data;
    if (total === 0) {
      return (
        <Stack gap={4}>
          <Text fw={500}>{t('overview.empty')}</Text>
          <Text c="gray.7">{t('overview.emptyHint')}</Text>
        </Stack>
      );
    }
    return (
      <>
        <MyPrechecksTable items={items} onOpenPdf={openPrecheckPdf} pdfBusyId={pdfBusyId} />
        <Pagination
          page={page}
          totalPages={totalPagesOf(total, pageSize)}
          onChange={setPage}
          range={{ total, pageSize }}
        />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('overview.title')}
      </Title>
      <Group gap="sm">
        <Button component={Link} to={paths.addPosPrecheck.getHref()}>
          {t('overview.addPosPrecheck')}
        </Button>
        <Button component={Link} to={paths.addEcomPrecheck.getHref()}>
          {t('overview.addEcomPrecheck')}
        </Button>
      </Group>
      {pdfFailed && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setPdfFailed(false)}>
          {t('forms.pdfFailed')}
        </Alert>
      )}
      <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
        <Title order={2} size="h4" id={headingId} mb="md">
          {t('overview.myPrechecks')}
        </Title>
        {renderBody()}
      </Paper>
    </Stack>
  );
}
