import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The translated 'Loading...' every screen shows while it waits (spec §8). */
export function LoadingText() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text c="gray.7">{t('common.loading')}</Text>
    </Group>
  );
}
