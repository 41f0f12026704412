import { Anchor, Paper, Stack } from '@mantine/core';
import {
  type Language,
  type Merchant,
  MERCHANT_DETAIL_FIELDS,
  type MerchantDetailField,
} from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Dash } from '@/components/ui/dash';
import { DeleteButton } from '@/components/ui/delete-button';
import { DetailRow, DetailTable } from '@/components/ui/detail-table';
import { PageHeader } from '@/components/ui/page-header';
import { QueryFrame } from '@/components/ui/query-frame';
import { WebLink } from '@/components/ui/web-link';
import { paths } from '@/config/paths';
import { formatNumericDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatAmount } from '@/lib/numbers';
import { useDeleteMerchant } from '../api/delete-merchant';
import { useMerchant } from '../api/get-merchant';

/** One field's value as the table shows it: formatted, linked, or a dash when missing. */
function fieldValue(merchant: Merchant, field: MerchantDetailField, language: Language): ReactNode {
  switch (field) {
    case 'createdAt':
      return formatNumericDate(merchant.createdAt, language);
    case 'onboardedAt':
      return merchant.onboardedAt ? formatNumericDate(merchant.onboardedAt, language) : <Dash />;
    case 'email':
      return (
        <Anchor href={`mailto:${merchant.email}`} fz="inherit">
          {merchant.email}
        </Anchor>
      );
    case 'website':
    case 'onlineShop':
      return <WebLink url={merchant[field]} />;
    case 'avgTxValue':
    case 'currMonthVol':
    case 'projMonthVolAcct': {
      const amount = merchant[field];
      return amount === null ? <Dash /> : formatAmount(amount, language);
    }
    default:
      return merchant[field] || <Dash />;
  }
}

function MerchantTable({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <DetailTable>
      {MERCHANT_DETAIL_FIELDS.map((field) => (
        <DetailRow key={field} label={t(`merchants.fields.${field}`)}>
          {fieldValue(merchant, field, language)}
        </DetailRow>
      ))}
    </DetailTable>
  );
}

/** Merchant detail (spec §2): every field read-only, and Delete behind a confirmation. */
export function MerchantDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merchant = useMerchant(id);
  const deleteMerchant = useDeleteMerchant();

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
    <QueryFrame
      query={merchant}
      error={t('merchants.detail.error')}
      back={{ href: paths.merchants.getHref(), label: t('merchants.list.title') }}
    >
      {(record) => (
        <Stack gap="lg">
          <Anchor component={Link} to={paths.merchants.getHref()} size="sm">
            {t('merchants.detail.back')}
          </Anchor>
          <PageHeader title={t('merchants.detail.title', { company: record.company })}>
            <DeleteButton
              label={t('forms.delete')}
              title={t('merchants.detail.deleteTitle')}
              message={t('merchants.detail.deleteMessage', { company: record.company })}
              errorTitle={t('merchants.detail.deleteError')}
              onDelete={remove}
              onDeleted={() => void navigate(paths.merchants.getHref())}
            />
          </PageHeader>
          <Paper withBorder radius="md" p="md">
            <MerchantTable merchant={record} />
          </Paper>
        </Stack>
      )}
    </QueryFrame>
  );
}
