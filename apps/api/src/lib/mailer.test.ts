import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createTestApp, type TestApp } from '../test/app.ts';
import { startSmtp } from '../test/smtp.ts';
import { createMailer, OUTBOX_DIR } from './mailer.ts';

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
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'Portal <portal@example.com>', dataDir: '/nonexistent' },
      log,
    );
    await mailer.send({ to: 'someone@example.com', subject: 'Grüße €', text: 'Straße 123456' });
    mailer.close();
    const mail = smtp.received.find((m) => m.to.includes('someone@example.com'));
    expect(mail?.raw).toContain('portal@example.com');
    expect(lines).toEqual([]);
  });

  it('writes the mail to an outbox file, never to the log, when SMTP_URL is unset', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-outbox-'));
    await createMailer({ smtpUrl: undefined, from: 'x', dataDir }, log).send({
      to: 'a@b.io',
      subject: 'S',
      text: 'code 123456',
    });
    const outbox = path.join(dataDir, OUTBOX_DIR);
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file!), 'utf8')).toContain('code 123456');
    expect(statSync(path.join(outbox, file!)).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(lines)).not.toContain('123456');
    expect(JSON.stringify(lines)).toContain(file);
  });

  describe('the sign-in flow through SMTP', () => {
    let t: TestApp;
    afterAll(() => t?.close());

    it('mails a working code through the configured SMTP server', async () => {
      const { buildApp } = await import('../app.ts');
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
        const code = codeIn({ to: '', subject: '', text: raw });
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
