import type { MessageKey } from '@portal/i18n/browser';
import type { Role } from '@portal/shared';
import { paths } from '@/config/paths';

export type SidebarLink = { labelKey: MessageKey; href: string };
export type SidebarGroup = { labelKey: MessageKey; links: SidebarLink[] };
export type SidebarItem = SidebarLink | SidebarGroup;

const dashboard: SidebarLink = { labelKey: 'nav.dashboard', href: paths.dashboard.getHref() };
const merchants: SidebarLink = { labelKey: 'nav.merchants', href: paths.merchants.getHref() };
const prechecks: SidebarGroup = {
  labelKey: 'nav.prechecks',
  links: [
    { labelKey: 'nav.pos', href: paths.posPrechecks.getHref() },
    { labelKey: 'nav.ecommerce', href: paths.ecomPrechecks.getHref() },
  ],
};
const security: SidebarLink = { labelKey: 'nav.security', href: paths.security.getHref() };

/**
 * Each role's navigation (spec §2, "Layout and guard"); the role comes from token validation. A
 * reviewer has the review team's part of the admin's (DESIGN §12).
 */
export const sidebarItems: Record<Role, SidebarItem[]> = {
  admin: [
    dashboard,
    { labelKey: 'nav.users', href: paths.users.getHref() },
    merchants,
    prechecks,
    { labelKey: 'nav.audit', href: paths.audit.getHref() },
    { labelKey: 'nav.outbox', href: paths.outbox.getHref() },
    { labelKey: 'nav.apiKeys', href: paths.apiKeys.getHref() },
    { labelKey: 'nav.webhooks', href: paths.webhooks.getHref() },
    { labelKey: 'nav.backups', href: paths.backups.getHref() },
    { labelKey: 'nav.privacy', href: paths.privacy.getHref() },
    security,
  ],
  reviewer: [dashboard, merchants, prechecks, security],
  merchant: [
    { labelKey: 'nav.overview', href: paths.merchantOverview.getHref() },
    { labelKey: 'nav.pos', href: paths.addPosPrecheck.getHref() },
    { labelKey: 'nav.ecommerce', href: paths.addEcomPrecheck.getHref() },
    security,
  ],
};

export function isSidebarGroup(item: SidebarItem): item is SidebarGroup {
  return 'links' in item;
}
