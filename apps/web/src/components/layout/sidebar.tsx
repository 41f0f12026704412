import '@mantine/core/styles/NavLink.css';
import { AppShell, Button, Group, NavLink } from '@mantine/core';
import type { Role } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo';
import classes from './sidebar.module.css';
import { isSidebarGroup, type SidebarGroup, sidebarItems, type SidebarLink } from './sidebar-links';

export type SidebarProps = {
  /** Undefined while the token check runs or when it failed: then no links render (spec §6). */
  role: Role | undefined;
  onSignOut: () => void;
  signingOut: boolean;
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
};

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function SidebarNavLink({ link, onNavigate }: { link: SidebarLink; onNavigate: () => void }) {
  const { t } = useTranslation();
  const active = isActive(useLocation().pathname, link.href);
  return (
    <NavLink
      component={Link}
      to={link.href}
      label={t(link.labelKey)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.navLink}
    />
  );
}

function SidebarNavGroup({ group, onNavigate }: { group: SidebarGroup; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(true);
  return (
    // A real button (Mantine's default is an <a> without href, which the keyboard cannot reach).
    <NavLink
      component="button"
      type="button"
      label={t(group.labelKey)}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {group.links.map((link) => (
        <SidebarNavLink key={link.href} link={link} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

export function Sidebar({ role, onSignOut, signingOut, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  return (
    <>
      {/* As tall as the header beside it (alt layout), with the same rule underneath, so both line up. */}
      <AppShell.Section
        visibleFrom="sm"
        h="var(--app-shell-header-height)"
        px="md"
        mb="xs"
        style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}
      >
        <Group h="100%">
          <Logo />
        </Group>
      </AppShell.Section>
      {/* Native scrolling: a handful of links does not justify a custom scrollbar in the first download. */}
      <AppShell.Section grow px="sm" style={{ overflowY: 'auto' }}>
        <nav aria-label={t('nav.mainNavigation')}>
          {(role ? sidebarItems[role] : []).map((item) =>
            isSidebarGroup(item) ? (
              <SidebarNavGroup key={item.labelKey} group={item} onNavigate={onNavigate} />
            ) : (
              <SidebarNavLink key={item.href} link={item} onNavigate={onNavigate} />
            ),
          )}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="md">
        <Button variant="light" color="gray" fullWidth onClick={onSignOut} loading={signingOut}>
          {t('nav.signOut')}
        </Button>
      </AppShell.Section>
    </>
  );
}
