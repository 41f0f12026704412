import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Frame shared by the add and edit user screens. */
export function UserFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="md" p="lg">
        {children}
      </Paper>
    </Stack>
  );
}
