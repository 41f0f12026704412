import '@mantine/core/styles/Code.css';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '@/components/ui/copy-value-button';

export type NewWebhookSecretProps = {
  title: string;
  secret: string;
  /** After a rotation: that the previous secret still signs, and until when. */
  note?: ReactNode;
  /** The admin has taken the secret: it leaves the screen, and nothing can show it again. */
  onDone: () => void;
  /** Another way on beside Done, e.g. a link to the new endpoint. */
  action?: ReactNode;
};

/** A signing secret just made (a new endpoint, a rotation), shown this once, with a way to copy it. */
export function NewWebhookSecret({ title, secret, note, onDone, action }: NewWebhookSecretProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const secretLabel = useId();
  // What had focus (the form, the dialog's button) is gone: the reader goes on from here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-teal-9)', borderWidth: 2 }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Text fw={600}>{t('webhooks.secret.once')}</Text>
        {note && <Text size="sm">{note}</Text>}
        <Text size="sm" id={secretLabel}>
          {t('webhooks.secret.label')}
        </Text>
        <Code
          block
          aria-labelledby={secretLabel}
          fz="md"
          data-testid="new-webhook-secret"
          // A secret has no spaces to break at: on a phone it wraps anywhere rather than run off the screen.
          w="100%"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {secret}
        </Code>
        <Group gap="sm">
          <CopyValueButton value={secret} label={t('webhooks.secret.copy')} />
          {action}
          <Button onClick={onDone}>{t('webhooks.secret.done')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
