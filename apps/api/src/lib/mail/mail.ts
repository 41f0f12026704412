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

/** `<uuid@host>` with the portal's own host, so the ids of its mails never collide with another sender's. */
export const newMessageId = (portalUrl: string): string => `<${randomUUID()}@${new URL(portalUrl).hostname}>`;
