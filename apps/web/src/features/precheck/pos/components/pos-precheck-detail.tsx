import { Paper } from '@mantine/core';
import { posRecordView, type RecordView } from '@portal/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailBlocks, DetailHeadingRow, DetailTable } from '@/components/ui/detail-table';
import { PrecheckDetailPage } from '@/features/precheck/components/precheck-detail-page';
import type { Reviewer } from '@/features/review';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useDeletePosPrecheck } from '../api/delete-pos-precheck';
import { usePosPrecheck } from '../api/get-pos-precheck';
import { openPosPrecheckPdf } from '../api/open-pos-precheck-pdf';

export type PosPrecheckDetailProps = {
  id: string;
  /** Who reviews it here (admins also delete it); merchants see their own pre-checks without either. */
  reviewer?: Reviewer | undefined;
};

/** The record's view (the PDF prints the same) as one table, a heading row per section. */
function PosPrecheckTable({ view }: { view: RecordView }) {
  return (
    <DetailTable>
      {view.sections.map((section) => (
        <Fragment key={section.key}>
          <DetailHeadingRow>{section.heading}</DetailHeadingRow>
          <DetailBlocks blocks={section.blocks} />
        </Fragment>
      ))}
    </DetailTable>
  );
}

/** POS pre-check detail (spec §2): every field read-only, the PDF, and Delete for admins. */
export function PosPrecheckDetail({ id, reviewer }: PosPrecheckDetailProps) {
  const { t } = useTranslation();
  const precheck = usePosPrecheck(id);
  const deletePosPrecheck = useDeletePosPrecheck();

  return (
    <PrecheckDetailPage
      kind="pos"
      id={id}
      query={precheck}
      error={t('precheckPos.detail.error')}
      toView={posRecordView}
      openPdf={() => openPosPrecheckPdf(id, currentLanguage())}
      reviewer={reviewer}
      deletion={{
        title: t('precheckPos.detail.deleteTitle'),
        message: (record) => t('precheckPos.detail.deleteMessage', { company: record.company }),
        onDelete: () => deletePosPrecheck.mutateAsync(id),
        listHref: paths.posPrechecks.getHref(),
        listTitle: t('precheckPos.list.title'),
      }}
    >
      {(view) => (
        <Paper withBorder radius="md" p="md">
          <PosPrecheckTable view={view} />
        </Paper>
      )}
    </PrecheckDetailPage>
  );
}
