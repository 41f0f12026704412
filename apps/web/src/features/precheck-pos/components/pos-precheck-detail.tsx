import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { posRecordView, type RecordView } from '@portal/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton } from '@/components/ui/delete-button';
import {
  DetailBlocks,
  DetailHeadingRow,
  DetailTable,
  useViewTranslation,
} from '@/components/ui/detail-table';
import { LoadingText } from '@/components/ui/loading-text';
import { usePdfViewer } from '@/components/ui/use-pdf-viewer';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useDeletePosPrecheck } from '../api/delete-pos-precheck';
import { usePosPrecheck } from '../api/get-pos-precheck';
import { openPosPrecheckPdf } from '../api/open-pos-precheck-pdf';

export type PosPrecheckDetailProps = {
  id: string;
  /** Deleting is for admins (DESIGN §5); merchants see their own pre-checks without the button. */
  canDelete: boolean;
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
export function PosPrecheckDetail({ id, canDelete }: PosPrecheckDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const precheck = usePosPrecheck(id);
  const deletePosPrecheck = useDeletePosPrecheck();
  const pdf = usePdfViewer(() => openPosPrecheckPdf(id, currentLanguage()));
  const viewTranslation = useViewTranslation();

  if (!precheck.data) {
    return precheck.isError ? <Alert color="red">{t('precheckPos.detail.error')}</Alert> : <LoadingText />;
  }
  const record = precheck.data;
  const view = posRecordView(record, viewTranslation.t, viewTranslation.language);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {view.title}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={pdf.view} loading={pdf.busy}>
            {t('forms.viewPdf')}
          </Button>
          {canDelete && (
            <DeleteButton
              label={t('forms.delete')}
              title={t('precheckPos.detail.deleteTitle')}
              message={t('precheckPos.detail.deleteMessage', { company: record.company })}
              errorTitle={t('forms.deleteFailed')}
              onDelete={() => deletePosPrecheck.mutateAsync(id)}
              onDeleted={() => void navigate(paths.posPrechecks.getHref())}
            />
          )}
        </Group>
      </Group>
      {pdf.failed && (
        <Alert color="red" role="alert" withCloseButton onClose={pdf.dismiss}>
          {t('forms.pdfFailed')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <PosPrecheckTable view={view} />
      </Paper>
    </Stack>
  );
}
