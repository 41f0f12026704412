import { Badge, Button, Group, Table } from '@mantine/core';
import type { PosPrecheckListItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactCell } from '@/components/ui/contact-cell';
import { Dash } from '@/components/ui/dash';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

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
                <ContactCell name={item.contactPerson} email={item.email} />
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
