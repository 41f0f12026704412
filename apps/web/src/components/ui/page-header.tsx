import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title with its actions (Delete, View PDF) on the same row, at its right end. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
