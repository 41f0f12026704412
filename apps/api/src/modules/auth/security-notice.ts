import { SCREEN_PATHS, type SkipReason } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Mail } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Delivery, Outbox } from '../outbox/index.ts';
import type { SecurityNoticeMail } from './security-notice-mail.ts';

/**
 * What a security notice tells every admin of (DESIGN §14): a new admin, API key or webhook endpoint,
 * any of which can outlive a stolen session. A new admin is named by id (read when the mail leaves);
 * a key by its name and scopes, an endpoint by its address without query and its events.
 */
export type SecurityNotice =
  | { what: 'admin'; userId: string }
  | { what: 'api-key'; name: string; scopes: readonly string[] }
  | { what: 'webhook'; url: string; events: readonly string[] };

/** As the outbox keeps it: strings only, lists space-separated, no actor as ''. */
type Payload = { what: SecurityNotice['what']; actorId: string; recipientId: string } & Record<
  string,
  string
>;

function payloadOf(notice: SecurityNotice, actorId: string | null, recipientId: string): Payload {
  const base = { actorId: actorId ?? '', recipientId };
  if (notice.what === 'admin') return { ...base, what: 'admin', userId: notice.userId };
  if (notice.what === 'api-key')
    return { ...base, what: 'api-key', name: notice.name, scopes: notice.scopes.join(' ') };
  return { ...base, what: 'webhook', url: notice.url, events: notice.events.join(' ') };
}

const admins = eq(users.role, 'admin');

/** Queues, on `tx` (the transaction that made the change), the notice to every admin, in their language. */
export async function queueSecurityNotice(
  outbox: Outbox,
  tx: Db,
  notice: SecurityNotice,
  actorId: string | null,
): Promise<void> {
  const recipients = await tx
    .select({ id: users.id, email: users.email, language: users.languagePreference })
    .from(users)
    .where(admins);
  for (const admin of recipients) {
    await outbox.enqueue(tx, {
      kind: 'mail',
      topic: 'security-notice',
      recipient: admin.email,
      language: admin.language,
      payload: payloadOf(notice, actorId, admin.id),
    });
  }
}

const nameOf = async (db: Db, id: string | undefined) => {
  if (!id) return undefined;
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
  return row;
};

/**
 * Sends a queued security notice: skipped when its recipient is no admin any more, or when the new
 * admin it tells of was deleted before it left (the deletion is in the audit log).
 */
export function securityNoticeDelivery(deps: {
  db: Db;
  portalUrl: string;
  mailer: Mailer;
  compose: (input: SecurityNoticeMail & { outboxId: string }) => Promise<Mail>;
}): Delivery {
  return async (message) => {
    const payload = message.payload as Payload;
    const [recipient] = await deps.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, payload.recipientId));
    if (recipient?.role !== 'admin')
      return { status: 'skipped', reason: 'unsubscribed' satisfies SkipReason };
    const actor = await nameOf(deps.db, payload.actorId);
    let subject: SecurityNoticeMail['subject'];
    const list = (text: string | undefined) => (text ? text.split(' ') : []);
    if (payload.what === 'admin') {
      const userId = payload.userId ?? '';
      const admin = await nameOf(deps.db, userId);
      if (!admin) return { status: 'skipped', reason: 'record_deleted' satisfies SkipReason };
      subject = {
        what: 'admin',
        ...admin,
        link: `${deps.portalUrl}${SCREEN_PATHS.editUser}/${encodeURIComponent(userId)}`,
      };
    } else if (payload.what === 'api-key') {
      const link = `${deps.portalUrl}${SCREEN_PATHS.apiKeys}`;
      subject = { what: 'api-key', name: payload.name ?? '', scopes: list(payload.scopes), link };
    } else {
      const link = `${deps.portalUrl}${SCREEN_PATHS.webhooks}`;
      subject = { what: 'webhook', url: payload.url ?? '', events: list(payload.events), link };
    }
    await deps.mailer.send(
      await deps.compose({
        to: message.recipient,
        language: message.language,
        actor,
        subject,
        outboxId: message.id,
      }),
    );
    return { status: 'sent' };
  };
}
