import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { codeInMessage, createTestApp, type TestApp } from '../../test/app.ts';
import { startSmtp } from '@portal/test-support';
import { SAMPLE_CODE as CODE, sampleMail, sampleSettings as settings } from '../../test/mail-samples.ts';
import { createMailer, OUTBOX_DIR } from './mailer.ts';

const codeMail = async (to: string) => ({ ...(await sampleMail('otp', 'de')), to });

describe('mail delivery over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers a message to the SMTP server', async () => {
    const lines: unknown[] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(args),
      error: () => undefined,
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', settings }, log);
    await mailer.send(await codeMail('someone@example.com'));
    mailer.close();
    const mail = smtp.received.find((m) => m.to.includes('someone@example.com'));
    expect(mail?.raw).toContain(settings.fromAddress);
    expect(lines).toEqual([]);
  });

  it("rejects with nodemailer's error, whose responseCode tells a permanent refusal from a passing one", async () => {
    const refusing = await startSmtp({ refuse: { code: 550, message: 'no such mailbox' } });
    const mailer = createMailer({ smtpUrl: refusing.url, dataDir: '/nonexistent', settings }, {} as never);
    try {
      await expect(mailer.send(await codeMail('gone@example.com'))).rejects.toMatchObject({
        responseCode: 550,
      });
    } finally {
      mailer.close();
      await refusing.close();
    }
  });

  it('writes the message SMTP would carry to an outbox .eml file, never to the log, when SMTP_URL is unset', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-outbox-'));
    const mail = await codeMail('a@b.io');
    await createMailer({ smtpUrl: undefined, dataDir, settings }, log).send(mail);
    const outbox = path.join(dataDir, OUTBOX_DIR);
    const [file] = readdirSync(outbox);
    expect(file).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(outbox, file!));
    // Quoted-printable keeps the code readable for a developer who opens the file in an editor.
    expect(raw.toString('utf8')).toContain(`\r\n${CODE}\r\n`);
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(mail.messageId);
    expect(parsed.text).toContain(CODE);
    expect(parsed.html).toContain(CODE);
    expect(statSync(path.join(outbox, file!)).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(lines)).not.toContain(CODE);
    expect(JSON.stringify(lines)).toContain(file);
  });

  describe('the sign-in flow through SMTP', () => {
    let t: TestApp;
    afterAll(() => t?.close());

    it('mails a working code through the configured SMTP server', async () => {
      const { buildApp } = await import('../../app.ts');
      t = await createTestApp();
      const smtpApp = await buildApp({
        config: { ...t.config, smtpUrl: smtp.url },
        database: { ...t.database, close: async () => undefined },
        logger: false,
      });
      try {
        await t.addUser('smtp-user@example.com');
        const login = await smtpApp.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'smtp-user@example.com' },
        });
        expect(login.statusCode).toBe(200);
        let raw = '';
        for (let i = 0; i < 300 && !raw; i++) {
          raw = smtp.received.find((m) => m.to.includes('smtp-user@example.com'))?.raw ?? '';
          if (!raw) await new Promise((r) => setTimeout(r, 10));
        }
        const code = await codeInMessage(raw);
        const verify = await smtpApp.inject({
          method: 'POST',
          url: '/api/auth/verify',
          payload: { email: 'smtp-user@example.com', otp: code },
        });
        expect(verify.statusCode).toBe(200);
      } finally {
        await smtpApp.close();
      }
    });
  });
});
