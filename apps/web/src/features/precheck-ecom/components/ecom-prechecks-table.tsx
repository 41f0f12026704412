import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { ECOM_SERVICES, type EcomPrecheckListItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactCell } from '@/components/ui/contact-cell';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

export function EcomPrechecksTable({ items }: { items: EcomPrecheckListItem[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('precheckEcom.list.company')}</Table.Th>
            <Table.Th>{t('precheckEcom.list.contact')}</Table.Th>
            <Table.Th>{t('precheckEcom.list.region')}</Table.Th>
            <Table.Th>{t('precheckEcom.list.services')}</Table.Th>
            <Table.Th>{t('precheckEcom.list.submitted')}</Table.Th>
            <Table.Th>{t('precheckEcom.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.genInfo.genComp}</Table.Td>
              <Table.Td>
                <ContactCell name={item.genInfo.genFullName} email={item.genInfo.genEmail} />
              </Table.Td>
              <Table.Td>
                {/* The code in upper case (spec §2); the region's name for whoever hovers or listens. */}
                <Text size="sm" fw={500} title={t(`precheckEcom.regions.${item.reg}`)}>
                  {item.reg.toUpperCase()}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {ECOM_SERVICES.filter((service) => item.srv.includes(service)).map((service) => (
                    <Badge key={service} variant="light" radius="sm" tt="none">
                      {t(`precheckEcom.services.${service}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt, language)}</Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={paths.ecomPrecheck.getHref(item.id)}
                  size="xs"
                  variant="light"
                  aria-label={t('precheckEcom.list.viewNamed', { company: item.genInfo.genComp })}
                >
                  {t('precheckEcom.list.view')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
