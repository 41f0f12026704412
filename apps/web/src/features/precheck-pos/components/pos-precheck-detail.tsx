import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { POS_SECTIONS, type PosPrecheck } from '@portal/shared';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton } from '@/components/ui/delete-button';
import { LoadingText } from '@/components/ui/loading-text';
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
  const dash = <Text c="dimmed">{t('forms.dash')}</Text>;

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
  const row = (key: string, label: string, value: ReactNode) => (
    <Table.Tr key={key}>
      <Table.Th scope="row" w="40%" fw={500}>
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm" withRowBorders>
        <Table.Tbody>
          {row(
            'createdAt',
            t('precheckPos.fields.createdAt'),
            formatLocalDate(record.createdAt, currentLanguage()),
          )}
          {POS_SECTION_NAMES.map((section) => (
            <Fragment key={section}>
              <Table.Tr bg="gray.0">
                <Table.Th colSpan={2} scope="colgroup">
                  <Title order={2} size="h5">
                    {t(`precheckPos.sections.${section}`)}
                  </Title>
                </Table.Th>
              </Table.Tr>
              {POS_SECTIONS[section].map((field) =>
                row(field, t(`precheckPos.fields.${field}`), valueOf(record, field)),
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** POS pre-check detail (spec §2): every field read-only, the PDF, and Delete for admins. */
export function PosPrecheckDetail({ id, canDelete }: PosPrecheckDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const precheck = usePosPrecheck(id);
  const deletePosPrecheck = useDeletePosPrecheck();
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfFailed, setPdfFailed] = useState(false);

  if (!precheck.data) {
    return precheck.isError ? <Alert color="red">{t('precheckPos.detail.error')}</Alert> : <LoadingText />;
  }
  const record = precheck.data;

  const viewPdf = () => {
    setPdfFailed(false);
    setPdfBusy(true);
    // Called straight from the click: the new tab opens before anything is awaited.
    openPosPrecheckPdf(id, currentLanguage())
      .catch((error: unknown) => {
        console.error('Error opening the PDF', error);
        setPdfFailed(true);
      })
      .finally(() => setPdfBusy(false));
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('precheckPos.detail.title', { company: record.company })}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={viewPdf} loading={pdfBusy}>
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
      {pdfFailed && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setPdfFailed(false)}>
          {t('forms.pdfFailed')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <PosPrecheckTable record={record} />
      </Paper>
    </Stack>
  );
}
