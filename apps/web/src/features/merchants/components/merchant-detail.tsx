import { Alert, Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Merchant } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DeleteButton } from '@/components/ui/delete-button';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { formatNumericDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatAmount } from '@/lib/numbers';
import { useDeleteMerchant } from '../api/delete-merchant';
import { useMerchant } from '../api/get-merchant';

/** The rows of the detail table, in the spec's order (spec §2, "Merchant detail"). */
export const MERCHANT_DETAIL_FIELDS = [
  'company',
  'address',
  'contactPerson',
  'createdAt',
  'director',
  'email',
  'industry',
  'locations',
  'mobile',
  'onlineShop',
  'avgTxValue',
  'taxId',
  'telephone',
  'currMonthVol',
  'projMonthVolAcct',
  'website',
] as const satisfies readonly (keyof Merchant)[];

type MerchantField = (typeof MERCHANT_DETAIL_FIELDS)[number];

/** Only web addresses become links: a stored value never turns into a `javascript:` URL. */
function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** One field's value as the table shows it: formatted, linked, or a dash when missing. */
function useFieldValue() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dash = (
    <Text span c="gray.7" fz="inherit">
      {t('forms.dash')}
    </Text>
  );

  return (merchant: Merchant, field: MerchantField): ReactNode => {
    switch (field) {
      case 'createdAt':
        return formatNumericDate(merchant.createdAt, language);
      case 'email':
        return (
          <Anchor href={`mailto:${merchant.email}`} fz="inherit">
            {merchant.email}
          </Anchor>
        );
      case 'website':
      case 'onlineShop': {
        const url = merchant[field];
        if (!url) return dash;
        return isWebUrl(url) ? (
          <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="inherit">
            {url}
          </Anchor>
        ) : (
          url
        );
      }
      case 'avgTxValue':
      case 'currMonthVol':
      case 'projMonthVolAcct': {
        const amount = merchant[field];
        return amount === null ? dash : formatAmount(amount, language);
      }
      default: {
        const value = merchant[field];
        return value ? value : dash;
      }
    }
  };
}

function MerchantTable({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation();
  const valueOf = useFieldValue();
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table verticalSpacing="sm" withRowBorders>
        <Table.Tbody>
          {MERCHANT_DETAIL_FIELDS.map((field) => (
            <Table.Tr key={field}>
              <Table.Th scope="row" w="40%" fw={500}>
                {t(`merchants.fields.${field}`)}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{valueOf(merchant, field)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Merchant detail (spec §2): every field read-only, and Delete behind a confirmation. */
export function MerchantDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merchant = useMerchant(id);
  const deleteMerchant = useDeleteMerchant();

  if (!merchant.data) {
    return merchant.isError ? <Alert color="red">{t('merchants.detail.error')}</Alert> : <LoadingText />;
  }
  const record = merchant.data;

  const remove = async () => {
    try {
      await deleteMerchant.mutateAsync(id);
    } catch (error) {
      // Spec §8: a failed merchant deletion is logged under its translated label.
      console.error(t('merchants.detail.deleteError'), error);
      throw error;
    }
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.merchants.getHref()} size="sm">
        {t('merchants.detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('merchants.detail.title', { company: record.company })}
        </Title>
        <DeleteButton
          label={t('forms.delete')}
          title={t('merchants.detail.deleteTitle')}
          message={t('merchants.detail.deleteMessage', { company: record.company })}
          errorTitle={t('merchants.detail.deleteError')}
          onDelete={remove}
          onDeleted={() => void navigate(paths.merchants.getHref())}
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        <MerchantTable merchant={record} />
      </Paper>
    </Stack>
  );
}
