import type { Role } from '@portal/shared';
import { paths } from '@/config/paths';

/** Where a person starts once signed in: merchants on their overview, admins on the dashboard. */
export function homeFor(role: Role | undefined): string {
  return role === 'merchant' ? paths.merchantOverview.getHref() : paths.dashboard.getHref();
}
