import { Anchor, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** A screen that failed while rendering (spec §8); the boundary around the screens logs the error. */
export function RouteError() {
  const { t } = useTranslation();

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {t('common.unexpectedError')}
        </Title>
        {/* A full page load, not a client-side navigation: it also fetches the current build's chunks. */}
        <Anchor href={paths.home.getHref()}>{t('common.backToStart')}</Anchor>
      </Stack>
    </Center>
  );
}
