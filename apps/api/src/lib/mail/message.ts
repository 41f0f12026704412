import { randomUUID } from 'node:crypto';
import type { Language } from '@portal/shared';

/** One composed mail, as the mailer sends it and the outbox stores it. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Language;
  /** Kept by the caller across retries, so a receiver can tell a retry from a second mail. */
  messageId: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  headers?: Record<string, string>;
};

export type MailSettings = { fromAddress: string; fromName: string; replyTo?: string; portalUrl: string };

/**
 * `<id@host>` with the portal's own host, so the ids of its mails never collide with another sender's.
 * An outbox message passes its own id: every try of it is then one mail to the receiver.
 */
export const newMessageId = (portalUrl: string, id: string = randomUUID()): string =>
  `<${id}@${new URL(portalUrl).hostname}>`;

/**
 * A mail template as an outbox delivery calls it: with the message's own id in place of a Message-ID,
 * so that every try of one outbox message is the same mail to its receiver.
 */
export const composingWithOutboxId =
  <I extends { outboxId: string }, M>(
    settings: MailSettings,
    compose: (s: MailSettings, m: Omit<I, 'outboxId'> & { messageId: string }) => M,
  ) =>
  ({ outboxId, ...input }: I): M =>
    compose(settings, { ...input, messageId: newMessageId(settings.portalUrl, outboxId) });
