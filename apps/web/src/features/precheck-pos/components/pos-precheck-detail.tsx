import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { POS_SECTIONS, type PosPrecheck } from '@portal/shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dash } from '@/components/ui/dash';
import { DeleteButton } from '@/components/ui/delete-button';
import { DetailHeadingRow, DetailRow, DetailTable } from '@/components/ui/detail-table';
import { LoadingText } from '@/components/ui/loading-text';
import { usePdfViewer } from '@/components/ui/use-pdf-viewer';
import { paths } from '@/config/paths';
import { formatLocalDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatEuro } from '@/lib/numbers';
import { useDeletePosPrecheck } from '../api/delete-pos-precheck';
import { usePosPrecheck } from '../api/get-pos-precheck';
import { openPosPrecheckPdf } from '../api/open-pos-precheck-pdf';
import { POS_SECTION_NAMES, type PosField } from './pos-form-fields';

export type PosPrecheckDetailProps = {
  id: string;
  /** Deleting is for admins (DESIGN §5); merchants see their own pre-checks without the button. */
  canDelete: boolean;
};

/** Only web addresses become links: a stored value never turns into a `javascript:` URL. */
function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** One field's value as the detail table shows it: translated, formatted, linked, or a dash. */
function useFieldValue() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dash = <Dash />;

  return (record: PosPrecheck, field: PosField): ReactNode => {
    switch (field) {
      case 'website':
      case 'onlineShop': {
        const url = record[field];
        if (!url) return dash;
        return isWebUrl(url) ? (
          <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="inherit">
            {url}
          </Anchor>
        ) : (
          url
        );
      }
      case 'email':
        return (
          <Anchor href={`mailto:${record.email}`} fz="inherit">
            {record.email}
          </Anchor>
        );
      case 'cards':
      case 'additionalServices': {
        const values: readonly string[] = record[field];
        return values.length === 0 ? dash : values.map((v) => t(`precheckPos.${field}.${v}`)).join(', ');
      }
      case 'terminals':
      case 'checkoutConnection':
        return t(`forms.${record[field]}`);
      case 'cashCut':
      case 'tip':
        return t(`precheckPos.${field}.${record[field]}`);
      case 'turnover':
      case 'receiptSize':
        return formatEuro(record[field], language);
      default: {
        const value = record[field];
        return value ? value : dash;
      }
    }
  };
}

function PosPrecheckTable({ record }: { record: PosPrecheck }) {
  const { t } = useTranslation();
  const valueOf = useFieldValue();
  return (
    <DetailTable>
      <DetailRow label={t('precheckPos.fields.createdAt')}>
        {formatLocalDate(record.createdAt, currentLanguage())}
      </DetailRow>
      {POS_SECTION_NAMES.map((section) => (
        <Fragment key={section}>
          <DetailHeadingRow>{t(`precheckPos.sections.${section}`)}</DetailHeadingRow>
          {POS_SECTIONS[section].map((field) => (
            <DetailRow key={field} label={t(`precheckPos.fields.${field}`)}>
              {valueOf(record, field)}
            </DetailRow>
          ))}
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

  if (!precheck.data) {
    return precheck.isError ? <Alert color="red">{t('precheckPos.detail.error')}</Alert> : <LoadingText />;
  }
  const record = precheck.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('precheckPos.detail.title', { company: record.company })}
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
        <PosPrecheckTable record={record} />
      </Paper>
    </Stack>
  );
}
