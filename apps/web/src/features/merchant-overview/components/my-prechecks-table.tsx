import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { PrecheckSummary } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrecheckTypeBadge } from '@/components/ui/precheck-type-badge';
import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { precheckDetailHref } from '@/lib/precheck-links';
import { useNarrowScreen } from '@/lib/use-narrow-screen';

export type MyPrechecksTableProps = {
  items: PrecheckSummary[];
  onOpenPdf: (item: PrecheckSummary) => void;
  /** The pre-check whose PDF is being fetched, if any. */
  pdfBusyId: string | null;
};

function Actions({
  item,
  onOpenPdf,
  pdfBusyId,
}: Omit<MyPrechecksTableProps, 'items'> & { item: PrecheckSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      <Button
        component={Link}
        to={precheckDetailHref(item)}
        size="xs"
        variant="light"
        aria-label={t('overview.viewNamed', { company: item.company })}
      >
        {t('overview.view')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={pdfBusyId === item.id}
        onClick={() => onOpenPdf(item)}
        aria-label={t('overview.pdfNamed', { company: item.company })}
      >
        {t('overview.pdf')}
      </Button>
    </Group>
  );
}

/** The user's own pre-checks: a table, or on a phone compact blocks with the buttons beside them. */
export function MyPrechecksTable({ items, onOpenPdf, pdfBusyId }: MyPrechecksTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const narrow = useNarrowScreen();

  if (narrow) {
    return (
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Group
            key={`${item.type}-${item.id}`}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py="sm"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
          >
            <Stack gap={2} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.company}
              </Text>
              <Group gap="xs">
                <PrecheckTypeBadge type={item.type} />
                <Text size="sm" c="gray.7">
                  {formatDate(item.createdAt, language)}
                </Text>
              </Group>
            </Stack>
            <Actions item={item} onOpenPdf={onOpenPdf} pdfBusyId={pdfBusyId} />
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('overview.type')}</Table.Th>
            <Table.Th>{t('overview.company')}</Table.Th>
            <Table.Th>{t('overview.submitted')}</Table.Th>
            <Table.Th>{t('overview.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.type}-${item.id}`}>
              <Table.Td>
                <PrecheckTypeBadge type={item.type} />
              </Table.Td>
              <Table.Td>{item.company}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt, language)}</Table.Td>
              <Table.Td>
                <Actions item={item} onOpenPdf={onOpenPdf} pdfBusyId={pdfBusyId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
