import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageMenu } from '@/components/ui/language-menu';
import { Logo } from '@/components/ui/logo';

export type PublicFormLayoutProps = {
  children: ReactNode;
  /** Defaults to the portal's logo; the e-commerce form picks one by its `brand` parameter. */
  logo?: ReactNode;
};

/** The public forms' page (spec §2): no sidebar, just the logo, the language menu and the form. */
export function PublicFormLayout({ children, logo }: PublicFormLayoutProps) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" px="md" py="sm" maw={1000} mx="auto">
          {logo ?? <Logo />}
          <LanguageMenu />
        </Group>
      </Box>
      <Container component="main" size={1000} px="md" py="xl">
        {children}
      </Container>
    </Box>
  );
}
