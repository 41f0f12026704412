import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import { AppShell, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { Role } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/ui/language-menu';
import { Logo } from '@/components/ui/logo';
import classes from './app-layout.module.css';
import { Sidebar } from './sidebar';

export type AppLayoutProps = {
  role: Role | undefined;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
};

/**
 * Staff layout: sidebar on the left (at most 280px, about a fifth of the window; spec §2 and §9),
 * language menu top right, page on the right. Below the `sm` breakpoint the sidebar hides behind a burger.
 */
export function AppLayout({ role, onSignOut, signingOut, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const theme = useMantineTheme();
  // Read at once (not after a first render), so a phone never flashes the wide layout.
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });

  return (
    <AppShell
      layout="alt"
      header={{ height: 60 }}
      navbar={{
        // clamp keeps the labels readable just above the breakpoint, where a fifth would be too narrow.
        width: { sm: 'clamp(220px, 20vw, 280px)' },
        breakpoint: 'sm',
        collapsed: { mobile: !navOpened },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', xs: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggleNavigation')}
              aria-expanded={navOpened}
            />
            <Group hiddenFrom="sm" miw={0}>
              <Logo />
            </Group>
          </Group>
          <LanguageMenu />
        </Group>
      </AppShell.Header>
      {/* A collapsed sidebar is only moved off-screen: inert keeps its links out of the tab order too. */}
      <AppShell.Navbar className={classes.navbar} inert={narrow && !navOpened}>
        <Sidebar role={role} onSignOut={onSignOut} signingOut={signingOut} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
