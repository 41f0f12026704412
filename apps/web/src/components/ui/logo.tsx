import { Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import logoUrl from '@/assets/logo.svg';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The name next to it says what the image would, so the image itself is decorative. */}
      <Image src={logoUrl} alt="" w={32} h={32} />
      {/* A little smaller on phones, where it shares the header with two controls; a long name (es, it)
          wraps onto a second line there, tightly, so it still fits the header. */}
      <Text fw={700} fz={{ base: 'md', sm: 'lg' }} lh={1.2}>
        {t('common.appName')}
      </Text>
    </Group>
  );
}
