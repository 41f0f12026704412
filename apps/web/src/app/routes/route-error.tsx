import { Anchor, Center, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { paths } from '@/config/paths';

/** Router-level failures, e.g. a route chunk that failed to load after a deployment (spec §8). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

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
