import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchInput } from './search-input';

type ListPageProps = {
  title: string;
  /** The "add" button beside the title, where the list has one. */
  add?: { label: string; href: string };
  search: { value: string; onSearch: (q: string) => void; label: string; placeholder: string };
  children: ReactNode;
};

/** The frame every searchable list shares: title (and add button), search box, then the list in a panel. */
export function ListPage({ title, add, search, children }: ListPageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        {add && (
          <Button component={Link} to={add.href}>
            {add.label}
          </Button>
        )}
      </Group>
      <SearchInput
        value={search.value}
        onSearch={search.onSearch}
        label={search.label}
        placeholder={search.placeholder}
      />
      <Paper withBorder radius="md" p="md">
        {children}
      </Paper>
    </Stack>
  );
}
