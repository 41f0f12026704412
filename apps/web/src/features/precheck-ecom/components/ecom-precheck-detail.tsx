import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  ECOM_GROUPS,
  ecomFieldBlocks,
  type EcomGroup,
  type EcomPrecheck,
  ecomRowShown,
  type EcomService,
  type FieldSpec,
  GROUP_OF_SERVICE,
  SECRET_MASK,
} from '@portal/shared';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dash } from '@/components/ui/dash';
import { DeleteButton } from '@/components/ui/delete-button';
import { DetailHeadingRow, DetailRow, DetailTable } from '@/components/ui/detail-table';
import { LoadingText } from '@/components/ui/loading-text';
import { usePdfViewer } from '@/components/ui/use-pdf-viewer';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatEuro, formatNumber } from '@/lib/numbers';
import { useDeleteEcomPrecheck } from '../api/delete-ecom-precheck';
import { useEcomPrecheck } from '../api/get-ecom-precheck';
import { openEcomPrecheckPdf } from '../api/open-ecom-precheck-pdf';

export type EcomPrecheckDetailProps = {
  id: string;
  /** Deleting is for admins (DESIGN §5); merchants see their own pre-checks without the button. */
  canDelete: boolean;
};

type ServiceSection = { service: EcomService; group: Exclude<EcomGroup, 'genInfo'> };

/** The selected services' sections, in the order of spec §2's detail (credit card … alternative billing). */
function sectionsOf(record: EcomPrecheck): ServiceSection[] {
  return record.srv
    .map((service) => ({ service, group: GROUP_OF_SERVICE[service] }))
    .sort((a, b) => ECOM_GROUPS.indexOf(a.group) - ECOM_GROUPS.indexOf(b.group));
}

function isMissing(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The merchant's website password: masked until an admin asks to see it (DESIGN §6). */
function SecretValue({ value }: { value: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {shown ? (
        <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      ) : (
        <>
          <Text ff="monospace" fz="sm" aria-hidden>
            {SECRET_MASK}
          </Text>
          <VisuallyHidden>{t('precheckEcom.detail.passwordHidden')}</VisuallyHidden>
        </>
      )}
      <Button
        variant="subtle"
        size="compact-xs"
        aria-pressed={shown}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? t('precheckEcom.detail.hidePassword') : t('precheckEcom.detail.showPassword')}
      </Button>
    </Group>
  );
}

/** One answer as the detail shows it, by its kind in the catalogue: translated, formatted, linked, or a dash. */
function useAnswer() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (field: FieldSpec, value: unknown): ReactNode => {
    if (isMissing(value)) return <Dash />;
    switch (field.kind) {
      case 'amount':
        if (typeof value !== 'number') return String(value);
        // The label names any other currency (EUR/GBP, EUR/USD); a plain euro amount is written as money.
        return field.currency === 'EUR' ? formatEuro(value, language) : formatNumber(value, language);
      case 'yesNo':
        return t(`forms.${String(value)}`);
      case 'choices':
        return (Array.isArray(value) ? value : [value])
          .map((option) => t(`precheckEcom.options.${field.name}.${String(option)}`))
          .join(', ');
      case 'email':
        return (
          <Anchor href={`mailto:${String(value)}`} fz="inherit">
            {String(value)}
          </Anchor>
        );
      case 'password':
        return <SecretValue value={String(value)} />;
      case 'longText':
        return <span style={{ whiteSpace: 'pre-line' }}>{String(value)}</span>;
      default:
        return String(value);
    }
  };
}

/** A group's rows from the catalogue, under their sub-headings; a sub-heading with no row shown is left out. */
function GroupRows({ record, group }: { record: EcomPrecheck; group: EcomGroup }) {
  const { t } = useTranslation();
  const answer = useAnswer();
  const values = record[group] ?? {};
  return ecomFieldBlocks(group).map((block, index) => {
    const fields = block.fields.filter((field) => ecomRowShown(field.name, values));
    if (fields.length === 0) return null;
    return (
      <Fragment key={block.subsection ?? `block-${index}`}>
        {block.subsection && (
          <DetailHeadingRow level={3}>{t(`precheckEcom.subsections.${block.subsection}`)}</DetailHeadingRow>
        )}
        {fields.map((field) => (
          <DetailRow key={field.name} label={t(`precheckEcom.fields.${field.name}`)}>
            {answer(field, values[field.name])}
          </DetailRow>
        ))}
      </Fragment>
    );
  });
}

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
 * E-commerce pre-check detail (spec §2): the general information with region, services (links to
 * their sections) and date, then one section per selected service, all from the field catalogue;
 * the PDF, and Delete for admins.
 */
export function EcomPrecheckDetail({ id, canDelete }: EcomPrecheckDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const precheck = useEcomPrecheck(id);
  const deleteEcomPrecheck = useDeleteEcomPrecheck();
  const pdf = usePdfViewer(() => openEcomPrecheckPdf(id, currentLanguage()));

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
  const company = String(record.genInfo.genComp ?? '');
  const sections = sectionsOf(record);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('precheckEcom.detail.title', { company })}
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

      <Section id="genInfo" title={t('precheckEcom.sections.genInfo')}>
        <DetailTable>
          <DetailRow label={t('precheckEcom.detail.region')}>
            {t(`precheckEcom.regions.${record.reg}`)}
          </DetailRow>
          <DetailRow label={t('precheckEcom.detail.services')}>
            {sections.length === 0 ? (
              <Dash />
            ) : (
              <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                {sections.map(({ service, group }, index) => (
                  <li key={group}>
                    <Anchor href={`#${group}`} fz="inherit">
                      {t(`precheckEcom.services.${service}`)}
                    </Anchor>
                    {index < sections.length - 1 && ','}
                  </li>
                ))}
              </Group>
            )}
          </DetailRow>
          <DetailRow label={t('precheckEcom.detail.submitted')}>
            {formatDate(record.createdAt, currentLanguage())}
          </DetailRow>
          <GroupRows record={record} group="genInfo" />
        </DetailTable>
      </Section>

      {sections.map(({ group }) => (
        <Section key={group} id={group} title={t(`precheckEcom.sections.${group}`)}>
          <DetailTable>
            <GroupRows record={record} group={group} />
          </DetailTable>
        </Section>
      ))}
    </Stack>
  );
}
