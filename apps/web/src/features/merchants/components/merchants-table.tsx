import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { MerchantListItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useNarrowScreen } from '@/lib/use-narrow-screen';

/** The contact person with a mailto link of the e-mail below, or 'N/A' without a person (spec §2). */
function Contact({ person, email }: { person: string | null; email: string }) {
  const { t } = useTranslation();
  if (!person) return <Text size="sm">{t('merchants.list.notAvailable')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{person}</Text>
      <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Anchor>
    </Stack>
  );
}

function ViewLink({ item }: { item: MerchantListItem }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.merchant.getHref(item.id)}
      size="xs"
      variant="light"
      aria-label={t('merchants.list.viewNamed', { company: item.company })}
      style={{ flexShrink: 0 }}
    >
      {t('merchants.list.view')}
    </Button>
  );
}

/** On a phone the five columns do not fit: each merchant is a compact block with View beside it. */
function MerchantsStack({ items }: { items: MerchantListItem[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Group
          key={item.id}
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
            <Contact person={item.contactPerson} email={item.email} />
            <Text size="sm" c="gray.7">
              {item.industry || t('forms.dash')} · {formatDate(item.createdAt, language)}
            </Text>
          </Stack>
          <ViewLink item={item} />
        </Group>
      ))}
    </Stack>
  );
}

export function MerchantsTable({ items }: { items: MerchantListItem[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const narrow = useNarrowScreen();
  if (narrow) return <MerchantsStack items={items} />;

  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('merchants.list.company')}</Table.Th>
            <Table.Th>{t('merchants.list.contact')}</Table.Th>
            <Table.Th>{t('merchants.list.industry')}</Table.Th>
            <Table.Th>{t('merchants.list.created')}</Table.Th>
            <Table.Th>{t('merchants.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.company}</Table.Td>
              <Table.Td>
                <Contact person={item.contactPerson} email={item.email} />
              </Table.Td>
              <Table.Td>{item.industry || t('forms.dash')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt, language)}</Table.Td>
              <Table.Td>
                <ViewLink item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
