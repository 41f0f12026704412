import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { PosPrecheckListItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

function Dash() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('forms.dash')}</Text>;
}

/** Contact person with a mailto link of the e-mail below it, or a dash when both are missing. */
function Contact({ person, email }: { person: string; email: string }) {
  if (!person && !email) return <Dash />;
  return (
    <Stack gap={0}>
      {person && <Text size="sm">{person}</Text>}
      {email && (
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
      )}
    </Stack>
  );
}

export function PosPrechecksTable({ items }: { items: PosPrecheckListItem[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('precheckPos.list.company')}</Table.Th>
            <Table.Th>{t('precheckPos.list.contact')}</Table.Th>
            <Table.Th>{t('precheckPos.list.additionalServices')}</Table.Th>
            <Table.Th>{t('precheckPos.list.submitted')}</Table.Th>
            <Table.Th>{t('precheckPos.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.company}</Table.Td>
              <Table.Td>
                <Contact person={item.contactPerson} email={item.email} />
              </Table.Td>
              <Table.Td>
                {item.additionalServices.length === 0 ? (
                  <Dash />
                ) : (
                  <Group gap={4}>
                    {item.additionalServices.map((service) => (
                      <Badge key={service} variant="light" radius="sm" tt="none">
                        {t(`precheckPos.additionalServices.${service}`)}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt, language)}</Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={paths.posPrecheck.getHref(item.id)}
                  size="xs"
                  variant="light"
                  aria-label={t('precheckPos.list.viewNamed', { company: item.company })}
                >
                  {t('precheckPos.list.view')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
