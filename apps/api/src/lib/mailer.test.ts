import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, createTestApp, type TestApp } from '../test/app.ts';
import { createMailer } from './mailer.ts';
import type { FastifyBaseLogger } from 'fastify';

/** A real SMTP listener on loopback: what the portal sends is what a mail server would receive. */
function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

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
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Portal <portal@example.com>' }, log);
    await mailer.send({ to: 'someone@example.com', subject: 'Grüße €', text: 'Straße 123456' });
    mailer.close();
    const mail = smtp.received.find((m) => m.to.includes('someone@example.com'));
    expect(mail?.raw).toContain('portal@example.com');
    expect(lines).toEqual([]);
  });

  it('writes the mail to the log when SMTP_URL is unset', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    await createMailer({ smtpUrl: undefined, from: 'x' }, log).send({
      to: 'a@b.io',
      subject: 'S',
      text: 'code 123456',
    });
    expect(JSON.stringify(lines)).toContain('code 123456');
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
