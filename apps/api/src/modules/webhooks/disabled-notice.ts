import { SCREEN_PATHS, type SkipReason, type WebhookDisabledReason } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { webhookDisabledMail } from './disabled-mail.ts';
import type { Mail } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Outbox, Delivery } from '../outbox/index.ts';
import { findEndpoint } from './repository.ts';

/** The admins who asked for the portal's notices (`users.notify_new_precheck`). */
const noticedAdmins = and(eq(users.role, 'admin'), eq(users.notifyNewPrecheck, true));

/**
 * Queues, on `tx` (the transaction that disables the endpoint), a mail to each admin who asked for the
 * portal's notices, in their language: the endpoint is named by id, the mail made when it is sent.
 */
export async function queueDisabledNotices(
  outbox: Outbox,
  tx: Db,
  { endpointId, reason }: { endpointId: string; reason: WebhookDisabledReason },
): Promise<void> {
  const admins = await tx
    .select({ id: users.id, email: users.email, language: users.languagePreference })
    .from(users)
    .where(noticedAdmins);
  for (const admin of admins) {
    await outbox.enqueue(tx, {
      kind: 'mail',
      topic: 'webhook-disabled',
      recipient: admin.email,
      language: admin.language,
      payload: { endpointId, reason, userId: admin.id },
    });
  }
}

export type DisabledNoticeInput = Omit<Parameters<typeof webhookDisabledMail>[1], 'messageId'> & {
  outboxId: string;
};

/**
 * Sends a queued notice of a disabled endpoint: skipped when its admin has turned the notices off (or
 * is no admin any more), or when the endpoint has been deleted since.
 */
export function disabledNoticeDelivery(deps: {
  db: Db;
  portalUrl: string;
  mailer: Mailer;
  compose: (input: DisabledNoticeInput) => Promise<Mail>;
}): Delivery {
  return async (message) => {
    const { endpointId, reason, userId } = message.payload as {
      endpointId: string;
      reason: WebhookDisabledReason;
      userId: string;
    };
    const [admin] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), noticedAdmins));
    if (!admin) return { status: 'skipped', reason: 'unsubscribed' satisfies SkipReason };
    const endpoint = await findEndpoint(deps.db, endpointId);
    if (!endpoint) return { status: 'skipped', reason: 'endpoint_deleted' satisfies SkipReason };
    await deps.mailer.send(
      await deps.compose({
        to: message.recipient,
        language: message.language,
        url: endpoint.url,
        description: endpoint.description,
        reason,
        webhooksUrl: `${deps.portalUrl}${SCREEN_PATHS.webhooks}`,
        outboxId: message.id,
      }),
    );
    return { status: 'sent' };
  };
}
