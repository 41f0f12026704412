import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ApiKeyCreated } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeysList } from './api-keys-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKey } from './new-api-key';

/**
 * The admins' API keys (DESIGN §11): the list, a form for a new one, and the new key, shown once. The
 * key lives only in this screen's state: Done, or leaving the screen, forgets it.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader title={t('apiKeys.title')}>
        {!creating && !created && (
          <Button onClick={() => setCreating(true)}>{t('apiKeys.create.open')}</Button>
        )}
      </PageHeader>
      <Text maw={720}>{t('apiKeys.intro')}</Text>
      {created && <NewApiKey created={created} onDone={() => setCreated(null)} />}
      {creating && (
        <Paper withBorder radius="md" p="md">
          <CreateApiKeyForm
            onCreated={(key) => {
              setCreating(false);
              setCreated(key);
            }}
            onCancel={() => setCreating(false)}
          />
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <ApiKeysList />
      </Paper>
    </Stack>
  );
}
