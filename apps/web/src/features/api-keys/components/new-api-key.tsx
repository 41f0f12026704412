import '@mantine/core/styles/Code.css';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiKeyCreated } from '@portal/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '@/components/ui/copy-value-button';

export type NewApiKeyProps = {
  created: ApiKeyCreated;
  /** The admin has taken the key: it leaves the screen, and nothing can show it again. */
  onDone: () => void;
};

/** A key just created, shown this once (only its hash is stored), with a way to copy it. */
export function NewApiKey({ created, onDone }: NewApiKeyProps) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  const keyLabel = useId();
  // The form that had focus is gone: the reader goes on from the key's heading, not from the page's top.
  useEffect(() => title.current?.focus(), []);

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-teal-9)', borderWidth: 2 }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" ref={title} tabIndex={-1}>
          {t('apiKeys.created.title', { name: created.name })}
        </Title>
        <Text fw={600}>{t('apiKeys.created.once')}</Text>
        <Text size="sm" id={keyLabel}>
          {t('apiKeys.created.key')}
        </Text>
        <Code
          block
          aria-labelledby={keyLabel}
          fz="md"
          data-testid="new-api-key"
          // A key has no spaces to break at: on a phone it wraps anywhere rather than run off the screen.
          w="100%"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {created.key}
        </Code>
        <Group gap="sm">
          <CopyValueButton value={created.key} label={t('apiKeys.created.copy')} />
          <Button onClick={onDone}>{t('apiKeys.created.done')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
