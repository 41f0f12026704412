import type { Language, PrecheckKind, SkipReason } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { confirmationMail } from './confirmation-mail.ts';
import type { Mail } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { PdfRenderer } from '../../lib/pdf/render.ts';
import type { PrintablePrechecks } from './routes.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { withinBudget, type Outbox, type Delivery } from '../outbox/index.ts';

/**
 * Queues the applicant's confirmation of a pre-check (DESIGN §11) on `tx`, the transaction that stores
 * it: to the form's contact address, in the language the form was filled in. It names the record only;
 * the mail and its PDF are made when it is sent, from the record as stored.
 */
export function queueConfirmation(
  outbox: Outbox,
  tx: Db,
  { precheck, id, to, language }: { precheck: PrecheckKind; id: string; to: string; language: Language },
) {
  return outbox.enqueue(tx, {
    kind: 'mail',
    topic: 'precheck-confirmation',
    recipient: to,
    language,
    payload: { precheck, id },
  });
}

export type ConfirmationDeps = {
  /** Each kind's record as its applicant's copy prints it; undefined once deleted. */
  copies: PrintablePrechecks;
  render: PdfRenderer;
  limiter: RateLimiter;
  /** Mails one address may receive an hour, sign-in codes included. */
  perRecipient: Limit;
  mailer: Mailer;
  compose: (input: ConfirmationInput) => Promise<Mail>;
};

/**
 * What a confirmation mail says (`confirmationMail`'s facts), with the outbox message's own id in place
 * of a Message-ID: every try of the message is then the same mail.
 */
export type ConfirmationInput = Omit<Parameters<typeof confirmationMail>[1], 'messageId'> & {
  outboxId: string;
};

/**
 * Sends a queued confirmation: the record as stored now (a record deleted meanwhile is skipped: its
 * copy must not outlive it), printed as the applicant's copy in the form's language, within the
 * recipient's mail budget at its first try (a spent budget skips it, so a public form cannot make the
 * portal flood an address), then composed and handed to the mail server. A failure to hand it over
 * throws, for the worker to retry or give up.
 */
export function confirmationDelivery(deps: ConfirmationDeps): Delivery {
  return async (message) => {
    const { precheck, id } = message.payload as { precheck: PrecheckKind; id: string };
    const copy = await deps.copies[precheck](id);
    if (!copy) return { status: 'skipped', reason: 'record_deleted' satisfies SkipReason };
    if (!(await withinBudget(deps.limiter, message, 'mail:to', deps.perRecipient))) {
      return { status: 'skipped', reason: 'recipient_budget' satisfies SkipReason };
    }
    const pdf = await deps.render({
      ...copy.subject,
      language: message.language,
      generatedAt: new Date(),
      reader: null,
    });
    const mail = await deps.compose({
      to: message.recipient,
      language: message.language,
      kind: precheck,
      reference: copy.subject.record.reference,
      receivedAt: new Date(copy.subject.record.createdAt),
      company: copy.company,
      outboxId: message.id,
      pdf,
    });
    await deps.mailer.send(mail);
    return { status: 'sent' };
  };
}
