import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuditChain } from '../api/get-audit-entries';

/**
 * Whether the hash chain holds from its first entry (DESIGN §9): the number of entries it verified,
 * or the first one whose content, link or place no longer matches what was written.
 */
export function ChainStatus() {
  const { t, i18n } = useTranslation();
  const chain = useAuditChain();
  const recheck = (
    <Button variant="subtle" size="compact-sm" onClick={() => chain.refetch()} loading={chain.isFetching}>
      {t('audit.chain.recheck')}
    </Button>
  );

  if (chain.isPending) {
    return (
      <Text role="status" c="dimmed">
        {t('audit.chain.checking')}
      </Text>
    );
  }
  if (chain.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <span>{t('audit.chain.error')}</span>
          {recheck}
        </Group>
      </Alert>
    );
  }
  const verification = chain.data;
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Alert color={verification.ok ? 'green' : 'red'} role={verification.ok ? 'status' : 'alert'}>
      <Group justify="space-between" wrap="nowrap">
        <span>
          {verification.ok
            ? verification.entries === 0
              ? t('audit.chain.verifiedNone')
              : t('audit.chain.verified', { count: number(verification.entries) })
            : t('audit.chain.broken', { seq: number(verification.firstBrokenSeq) })}
        </span>
        {recheck}
      </Group>
    </Alert>
  );
}
