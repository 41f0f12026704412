import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The outbox message's id, kept over every try of it so a repeated send is known as one mail. */
  messageId?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export const OUTBOX_DIR = 'outbox';

/**
 * SMTP when SMTP_URL is set (required in production). Without it, in development, each mail is written
 * as a file under DATA_DIR/outbox, so a developer can sign in on a fresh clone without a mail server;
 * the log names the file but never holds the mail, since a sign-in code must never reach a log.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    const outbox = path.join(options.dataDir, OUTBOX_DIR);
    return {
      async send(mail) {
        await mkdir(outbox, { recursive: true, mode: 0o700 });
        const file = path.join(
          outbox,
          `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.txt`,
        );
        const content = `From: ${options.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
        await writeFile(file, content, { mode: 0o600 });
        log.info({ file }, 'SMTP_URL is unset: mail written to the outbox instead of sent');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      const { messageId, ...rest } = mail;
      await transport.sendMail({
        from: options.from,
        ...rest,
        ...(messageId && { messageId: `<${messageId}@onboarding-portal>` }),
      });
    },
    close() {
      transport.close();
    },
  };
}
