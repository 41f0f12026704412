import type { CurrentUser } from '@portal/shared';
import { notFound } from '../lib/app-error.ts';

/** The caller a route's access hook let in: the token's user and the token's id. */
export type AuthenticatedUser = CurrentUser & { jti: string };

/**
 * Who reads a record: its id, whether they see every record (admins, API keys whose scope the access
 * hook checked) or only their own, and how a PDF names them.
 */
export type Reader = { id: string; seesAll: boolean; label: string };

/**
 * A record with an owner: admins and keys see every one, a user only their own. For anyone else it
 * does not exist (404, not 403), so ids cannot be probed.
 */
export function assertReadable<T extends { submittedBy: string | null }>(
  row: T | undefined,
  reader: Reader,
): T {
  if (!row || (!reader.seesAll && row.submittedBy !== reader.id)) throw notFound();
  return row;
}
