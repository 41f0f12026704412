import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MyPrecheck, PrecheckKind } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateColumn } from '@/components/ui/columns';
import type { DataTableColumn } from '@/components/ui/data-table';
import { FailureAlert } from '@/components/ui/failure-alert';
import { ListBody } from '@/components/ui/list-body';
import { RowLink } from '@/components/ui/row-link';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { openPdf } from '@/lib/open-pdf';
import { PrecheckTypeBadge, precheckDetailHref, precheckPdfPath } from '@/features/precheck';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { StatusBadge } from '@/features/review';
import { useMyPrechecks } from '../api/get-my-prechecks';

const KIND_OF_TYPE: Record<MyPrecheck['type'], PrecheckKind> = { POS: 'pos', ECOM: 'ecom' };

/**
 * The merchant's start page at /merchant (DESIGN §6): the two pre-check forms and the user's own
 * pre-checks of both kinds, newest first, each with where its review stands, its detail and its PDF;
 * while the team waits for an answer, its question and the way to answer (DESIGN §12). The page is in
 * the URL.
 */
export function MerchantOverview() {
  const { t } = useTranslation();
  const headingId = useId();
  const { page, setPage } = useListSearchParams();
  const prechecks = useMyPrechecks(page);
  const [pdfBusyId, setPdfBusyId] = useState<string | null>(null);
  const [pdfFailed, setPdfFailed] = useState(false);

  const openPrecheckPdf = (item: MyPrecheck) => {
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

  const columns: DataTableColumn<MyPrecheck>[] = [
    {
      id: 'type',
      header: t('overview.type'),
      card: 'meta',
      cell: (item) => <PrecheckTypeBadge type={item.type} />,
    },
    { id: 'company', header: t('overview.company'), card: 'title', cell: (item) => item.company },
    dateColumn(t('overview.submitted')),
    {
      id: 'status',
      header: t('overview.status'),
      card: 'meta',
      cell: (item) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={item.status} />
          {item.message !== undefined && (
            <>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.message}
              </Text>
              <RowLink
                to={paths.merchantUpdate.getHref(KIND_OF_TYPE[item.type], item.id)}
                label={t('overview.answerNamed', { company: item.company })}
              >
                {t('overview.answer')}
              </RowLink>
            </>
          )}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('overview.actions'),
      card: 'actions',
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          <RowLink to={precheckDetailHref(item)} label={t('overview.viewNamed', { company: item.company })}>
            {t('overview.view')}
          </RowLink>
          <Button
            size="xs"
            variant="default"
            loading={pdfBusyId === item.id}
            onClick={() => openPrecheckPdf(item)}
            aria-label={t('overview.pdfNamed', { company: item.company })}
          >
            {t('overview.pdf')}
          </Button>
        </Group>
      ),
    },
  ];

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
      {pdfFailed && <FailureAlert onClose={() => setPdfFailed(false)}>{t('forms.pdfFailed')}</FailureAlert>}
      <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
        <Title order={2} size="h4" id={headingId} mb="md">
          {t('overview.myPrechecks')}
        </Title>
        <ListBody
          list={prechecks}
          page={page}
          onPageChange={setPage}
          label={t('overview.myPrechecks')}
          columns={columns}
          rowKey={(item) => `${item.type}-${item.id}`}
          minWidth={560}
          error={t('overview.error')}
          empty={
            <Stack gap={4}>
              <Text fw={500}>{t('overview.empty')}</Text>
              <Text c="gray.7">{t('overview.emptyHint')}</Text>
            </Stack>
          }
        />
      </Paper>
    </Stack>
  );
}
