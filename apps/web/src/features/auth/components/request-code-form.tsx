import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type RequestCodeFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  busy: boolean;
};

/** Step 1 of sign-in: the e-mail address that should receive the one-time code. */
export function RequestCodeForm({ email, onEmailChange, onSubmit, busy }: RequestCodeFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('auth.signInTitle')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('auth.signInIntro')}
        </Text>
        <TextInput
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          autoFocus
          value={email}
          // Addresses are case-insensitive; showing them lower-cased matches what the server stores.
          onChange={(event) => onEmailChange(event.currentTarget.value.toLowerCase())}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('auth.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
