import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { ecomCompanyName, ecomRecordView } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton } from '@/components/ui/delete-button';
import { DetailBlocks, DetailTable, useViewTranslation } from '@/components/ui/detail-table';
import { LoadingText } from '@/components/ui/loading-text';
import { usePdfViewer } from '@/components/ui/use-pdf-viewer';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteEcomPrecheck } from '../api/delete-ecom-precheck';
import { useEcomPrecheck } from '../api/get-ecom-precheck';
import { openEcomPrecheckPdf } from '../api/open-ecom-precheck-pdf';

export type EcomPrecheckDetailProps = {
  id: string;
  /** Deleting is for admins (DESIGN §5); merchants see their own pre-checks without the button. */
  canDelete: boolean;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      withBorder
      radius="md"
      p="md"
      // Clear of the top bar when a services link scrolls here.
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} size="h4" id={`${id}-heading`} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * E-commerce pre-check detail (spec §2): the record's view (the PDF prints the same), each section a
 * region the services link to, the general information first with region, services and date; the
 * PDF, and Delete for admins.
 */
export function EcomPrecheckDetail({ id, canDelete }: EcomPrecheckDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const precheck = useEcomPrecheck(id);
  const deleteEcomPrecheck = useDeleteEcomPrecheck();
  const pdf = usePdfViewer(() => openEcomPrecheckPdf(id, currentLanguage()));
  const viewTranslation = useViewTranslation();

  if (!precheck.data) {
    return precheck.isError ? (
      <Alert color="red" role="alert" title={t('precheckEcom.detail.errorLabel')}>
        {t('precheckEcom.detail.error')}
      </Alert>
    ) : (
      <LoadingText />
    );
  }
  const record = precheck.data;
  const company = ecomCompanyName(record);
  const view = ecomRecordView(record, viewTranslation.t, viewTranslation.language);

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
              title={t('precheckEcom.detail.deleteTitle')}
              message={t('precheckEcom.detail.deleteMessage', { company })}
              errorTitle={t('forms.deleteFailed')}
              onDelete={() => deleteEcomPrecheck.mutateAsync(id)}
              onDeleted={() => void navigate(paths.ecomPrechecks.getHref())}
            />
          )}
        </Group>
      </Group>
      {pdf.failed && (
        <Alert color="red" role="alert" withCloseButton onClose={pdf.dismiss}>
          {t('forms.pdfFailed')}
        </Alert>
      )}

      {view.sections.map((section) => (
        <Section key={section.key} id={section.key} title={section.heading}>
          <DetailTable>
            <DetailBlocks blocks={section.blocks} />
          </DetailTable>
        </Section>
      ))}
    </Stack>
  );
}
