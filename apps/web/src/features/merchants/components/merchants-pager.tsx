import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { merchantsPageCount, showsMerchantsPager } from '../utils/merchants-pager';

export type MerchantsPagerProps = {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
};

/** The merchant list's previous/next with 'Page x of y' (spec §2), shown only above one page of rows. */
export function MerchantsPager({ page, total, pageSize, onChange }: MerchantsPagerProps) {
  const { t } = useTranslation();
  if (!showsMerchantsPager(total, pageSize)) return null;
  const pages = merchantsPageCount(total, pageSize);

  return (
    <Group component="nav" aria-label={t('merchants.list.pagerLabel')} justify="flex-end" gap="sm" mt="md">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('merchants.list.previous')}
      </Button>
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('merchants.list.pageOf', { page, pages })}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('merchants.list.next')}
      </Button>
    </Group>
  );
}
