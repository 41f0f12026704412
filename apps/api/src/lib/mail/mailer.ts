import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Mail, MailSettings } from './message.ts';

export interface Mailer {
  /** Rejects with nodemailer's own errors (`responseCode`, `code`), so a caller can tell 4xx from 5xx. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

export const OUTBOX_DIR = 'outbox';

export type MailerOptions = {
  smtpUrl: string | undefined;
  dataDir: string;
  settings: Pick<MailSettings, 'fromAddress' | 'fromName' | 'replyTo'>;
};

function messageOf(settings: MailerOptions['settings'], mail: Mail): SendMailOptions {
  return {
    from: { name: settings.fromName, address: settings.fromAddress },
    ...(settings.replyTo && { replyTo: settings.replyTo }),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments,
    headers: {
      ...mail.headers,
      // RFC 3834: out-of-office and other auto-responders do not answer it.
      'Auto-Submitted': 'auto-generated',
      'Content-Language': mail.language,
    },
    // Readable in the raw message (the development outbox files, a test's SMTP listener) where
    // nodemailer would otherwise pick base64 for text with many accented letters.
    textEncoding: 'quoted-printable',
  };
}

/**
 * SMTP when SMTP_URL is set (required in production). Without it, in development, each mail is written
 * as an .eml file under DATA_DIR/outbox, composed by nodemailer as it would go over SMTP, so a
 * developer can sign in on a fresh clone without a mail server and open the file in a mail client;
 * the log names the file but never holds the mail, since a sign-in code must never reach a log.
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  // Mails carry only what the composers put in them: never a file or URL fetched on a value's say-so.
  const safety = { disableFileAccess: true, disableUrlAccess: true };
  if (!options.smtpUrl) {
    const outbox = path.join(options.dataDir, OUTBOX_DIR);
    const composer = nodemailer.createTransport(
      { streamTransport: true, buffer: true, newline: 'windows' },
      safety,
    );
    return {
      async send(mail) {
        const { message } = await composer.sendMail(messageOf(options.settings, mail));
        await mkdir(outbox, { recursive: true, mode: 0o700 });
        const file = path.join(
          outbox,
          `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`,
        );
        await writeFile(file, message, { mode: 0o600 });
        log.info({ file }, 'SMTP_URL is unset: mail written to the outbox instead of sent');
      },
      close() {
        composer.close();
      },
    };
  }
  // A send must end well within the outbox's lease (`OUTBOX_LEASE_MS`), after which another
  // worker takes the message over and sends it again: nodemailer alone waits minutes on a silent server.
  const transport = nodemailer.createTransport(
    { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    safety,
  );
  return {
    async send(mail) {
      await transport.sendMail(messageOf(options.settings, mail));
    },
    close() {
      transport.close();
    },
  };
}
