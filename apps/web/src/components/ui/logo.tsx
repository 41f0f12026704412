import { Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import logoUrl from '@/assets/logo.svg';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The name next to it says what the image would, so the image itself is decorative. */}
      <Image src={logoUrl} alt="" w={32} h={32} />
      <Text fw={700} size="lg">
        {t('common.appName')}
      </Text>
    </Group>
  );
}
