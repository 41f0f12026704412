import { Box, Center, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageMenu } from '@/components/ui/language-menu';
import { Logo } from '@/components/ui/logo';

/** Sign-in and sign-up: a centred card, with the language menu in the same corner as inside the app. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" p="md">
        <Logo />
        <LanguageMenu />
      </Group>
      <Center component="main" px="md" py="xl">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="md">{children}</Stack>
        </Paper>
      </Center>
    </Box>
  );
}
