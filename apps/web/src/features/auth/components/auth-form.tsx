import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';

export type AuthFormProps = {
  title: string;
  /** The line under the title saying what to do. */
  intro: string;
  /** Called on submit; the browser's own submit (a page load) never happens. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Leave checking to the form's own rules instead of the browser's bubbles. */
  noValidate?: boolean;
  children: ReactNode;
};

/** A step of sign-in or sign-up (inside AuthLayout): the title, the intro, then its fields and buttons. */
export function AuthForm({ title, intro, onSubmit, noValidate, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit(event);
  };

  return (
    <form onSubmit={submit} noValidate={noValidate}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="gray.7" size="sm">
          {intro}
        </Text>
        {children}
      </Stack>
    </form>
  );
}

/** Why signing in or up failed, when it did. */
export function AuthError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

/** 'No account yet? Sign up' and back: the way to the other one of sign-in and sign-up. */
export function AuthSwitchLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
    </Text>
  );
}
