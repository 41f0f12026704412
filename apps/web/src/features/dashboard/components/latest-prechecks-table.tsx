import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { PrecheckSummary } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrecheckTypeBadge } from '@/components/ui/precheck-type-badge';
import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { precheckDetailHref } from '@/lib/precheck-links';
import { capitalizeFirst } from '@/lib/text';
import { useNarrowScreen } from '@/lib/use-narrow-screen';

/** A row as the dashboard shows it: company and contact in sentence case (spec §2). */
function toRow(item: PrecheckSummary) {
  return { ...item, company: capitalizeFirst(item.company), contact: capitalizeFirst(item.contact) };
}

function ViewLink({ item, company }: { item: PrecheckSummary; company: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={precheckDetailHref(item)}
      size="xs"
      variant="light"
      aria-label={t('dashboard.latest.viewNamed', { company })}
      style={{ flexShrink: 0 }}
    >
      {t('dashboard.latest.view')}
    </Button>
  );
}

/** On a phone the five columns do not fit: each pre-check is a compact block with View beside it. */
function LatestPrechecksStack({ items }: { items: PrecheckSummary[] }) {
  const language = currentLanguage();
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => {
        const row = toRow(item);
        return (
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
                {row.company}
              </Text>
              <Text size="sm">{row.contact}</Text>
              <Group gap="xs">
                <PrecheckTypeBadge type={item.type} />
                <Text size="sm" c="gray.7">
                  {formatDate(item.createdAt, language)}
                </Text>
              </Group>
            </Stack>
            <ViewLink item={item} company={row.company} />
          </Group>
        );
      })}
    </Stack>
  );
}

/** The ten newest pre-checks of both kinds (spec §2), View going to the detail of the right kind. */
export function LatestPrechecksTable({ items }: { items: PrecheckSummary[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const narrow = useNarrowScreen();
  if (narrow) return <LatestPrechecksStack items={items} />;

  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.latest.company')}</Table.Th>
            <Table.Th>{t('dashboard.latest.contact')}</Table.Th>
            <Table.Th>{t('dashboard.latest.type')}</Table.Th>
            <Table.Th>{t('dashboard.latest.submitted')}</Table.Th>
            <Table.Th>{t('dashboard.latest.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const row = toRow(item);
            return (
              <Table.Tr key={`${item.type}-${item.id}`}>
                <Table.Td>{row.company}</Table.Td>
                <Table.Td>{row.contact}</Table.Td>
                <Table.Td>
                  <PrecheckTypeBadge type={item.type} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt, language)}</Table.Td>
                <Table.Td>
                  <ViewLink item={item} company={row.company} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
