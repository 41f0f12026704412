import type { MessageKey } from '@portal/i18n/browser';
import type { Role } from '@portal/shared';
import { paths } from '@/config/paths';

export type SidebarLink = { labelKey: MessageKey; href: string };
export type SidebarGroup = { labelKey: MessageKey; links: SidebarLink[] };
export type SidebarItem = SidebarLink | SidebarGroup;

/** Each role's navigation (spec §2, "Layout and guard"); the role comes from token validation. */
export const sidebarItems: Record<Role, SidebarItem[]> = {
  admin: [
    { labelKey: 'nav.dashboard', href: paths.dashboard.getHref() },
    { labelKey: 'nav.users', href: paths.users.getHref() },
    { labelKey: 'nav.merchants', href: paths.merchants.getHref() },
    {
      labelKey: 'nav.prechecks',
      links: [
        { labelKey: 'nav.pos', href: paths.posPrechecks.getHref() },
        { labelKey: 'nav.ecommerce', href: paths.ecomPrechecks.getHref() },
      ],
    },
    { labelKey: 'nav.audit', href: paths.audit.getHref() },
    { labelKey: 'nav.outbox', href: paths.outbox.getHref() },
    { labelKey: 'nav.apiKeys', href: paths.apiKeys.getHref() },
    { labelKey: 'nav.webhooks', href: paths.webhooks.getHref() },
    { labelKey: 'nav.backups', href: paths.backups.getHref() },
    { labelKey: 'nav.security', href: paths.security.getHref() },
  ],
  reviewer: [
    { labelKey: 'nav.dashboard', href: paths.dashboard.getHref() },
    { labelKey: 'nav.merchants', href: paths.merchants.getHref() },
    {
      labelKey: 'nav.prechecks',
      links: [
        { labelKey: 'nav.pos', href: paths.posPrechecks.getHref() },
        { labelKey: 'nav.ecommerce', href: paths.ecomPrechecks.getHref() },
      ],
    },
    { labelKey: 'nav.security', href: paths.security.getHref() },
  ],
  merchant: [
    { labelKey: 'nav.overview', href: paths.merchantOverview.getHref() },
    { labelKey: 'nav.pos', href: paths.addPosPrecheck.getHref() },
    { labelKey: 'nav.ecommerce', href: paths.addEcomPrecheck.getHref() },
    { labelKey: 'nav.security', href: paths.security.getHref() },
  ],
};

export function isSidebarGroup(item: SidebarItem): item is SidebarGroup {
  return 'links' in item;
}
