import { translator } from '@portal/i18n';
import { type Language, type PrecheckKind, precheckScreenPath, type SkipReason } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { composeMail, mailFooter } from '../../lib/mail/compose.ts';
import type { Mail, MailSettings } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Delivery, Outbox } from '../outbox/index.ts';
import type { PrintablePrechecks } from '../prechecks/index.ts';
import { TEAM_MAILBOX_LANGUAGE } from '../notifications/index.ts';
import { staffMailbox } from '../review/index.ts';

/**
 * Queues, on the update's transaction, the notice that the applicant answered: to the assignee in
 * their language, else to the team mailbox; nobody to tell, no notice.
 */
export async function queueUpdateNotice(
  outbox: Outbox,
  tx: Db,
  notifyEmail: string | undefined,
  update: { kind: PrecheckKind; id: string; assigneeId: string | null; version: number },
) {
  const assignee = update.assigneeId ? await staffMailbox(tx, update.assigneeId) : undefined;
  const to =
    assignee ?? (notifyEmail && { email: notifyEmail.toLowerCase(), language: TEAM_MAILBOX_LANGUAGE });
  if (!to) return;
  await outbox.enqueue(tx, {
    kind: 'mail',
    topic: 'update-notice',
    recipient: to.email,
    language: to.language,
    payload: { precheck: update.kind, id: update.id, version: String(update.version) },
  });
}

type UpdateNoticeInput = {
  to: string;
  language: Language;
  kind: PrecheckKind;
  reference: string;
  version: number;
  detailUrl: string;
  messageId: string;
};

export async function updateNoticeMail(s: MailSettings, m: UpdateNoticeInput): Promise<Mail> {
  const t = translator(m.language);
  const facts = { kind: t(`mail.kind.${m.kind}`), reference: m.reference, version: m.version };
  return composeMail(m.to, m.messageId, {
    language: m.language,
    subject: t('mail.review.updated.subject', facts),
    greeting: t('mail.greeting'),
    blocks: [
      { paragraph: t('mail.review.updated.intro', facts) },
      { action: { label: t('mail.review.updated.open'), url: m.detailUrl } },
    ],
    footer: mailFooter(t, s),
  });
}

/** Sends a queued notice; skipped once the pre-check is deleted. */
export function updateNoticeDelivery(deps: {
  copies: PrintablePrechecks;
  portalUrl: string;
  mailer: Mailer;
  compose: (input: Omit<UpdateNoticeInput, 'messageId'> & { outboxId: string }) => Promise<Mail>;
}): Delivery {
  return async (message) => {
    const { precheck, id, version } = message.payload as {
      precheck: PrecheckKind;
      id: string;
      version: string;
    };
    const copy = await deps.copies[precheck](id);
    if (!copy) return { status: 'skipped', reason: 'record_deleted' satisfies SkipReason };
    await deps.mailer.send(
      await deps.compose({
        to: message.recipient,
        language: message.language,
        kind: precheck,
        reference: copy.subject.record.reference,
        version: Number(version),
        detailUrl: `${deps.portalUrl}${precheckScreenPath(precheck, id)}`,
        outboxId: message.id,
      }),
    );
    return { status: 'sent' };
  };
}
