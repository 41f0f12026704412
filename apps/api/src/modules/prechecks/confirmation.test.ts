import { translate } from '@portal/i18n';
import { posPrecheckSchema } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { outbox } from '../../db/schema.ts';
import { solvedCaptcha } from '../../test/altcha.ts';
import { createMailCatcher, createTestApp, type TestApp } from '../../test/app.ts';
import { ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import type { Mail } from '../../lib/mail/message.ts';
import { blankMail, mailerRefusing } from '../../test/deliveries.ts';
import { pdfLinks } from '../../test/pdf-text.ts';
import { createMemoryRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { confirmationDelivery } from './confirmation.ts';

/*
 * Every accepted pre-check, public or signed in, of either kind, sends its applicant a confirmation
 * in the form's language: the reference, and the PDF of exactly what was sent, read back here.
 */

let t: TestApp;
let merchant: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha', OUTBOX_POLL_MS: '50' });
  await t.addUser('confirm-merchant@example.com');
  merchant = (await t.signIn('confirm-merchant@example.com')).authorization;
});
afterAll(() => t.close());

async function pdfText(mail: Mail): Promise<string> {
  const [attachment] = mail.attachments ?? [];
  expect(attachment?.contentType).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(attachment!.content) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function submit(url: string, payload: object, signedIn: boolean) {
  const headers = signedIn ? { authorization: merchant } : { 'x-captcha-token': await solvedCaptcha(t.app) };
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; reference: string }>();
}

describe.each([
  { who: 'an anonymous applicant', signedIn: false },
  { who: 'a signed-in merchant', signedIn: true },
])('the confirmation to $who', ({ signedIn }) => {
  it('of a POS pre-check: in the form language, with the reference and the PDF of what was sent', async () => {
    const email = `pos-${signedIn}@confirm.example`;
    const before = t.mail.outbox.length;
    const { reference } = await submit(
      '/api/precheck-pos?language=de',
      posPrecheckBody({ email, company: `Konditorei Süß ${signedIn}` }),
      signedIn,
    );
    const mail = await t.mail.nextMailTo(email, before);
    expect(mail.subject).toBe(
      translate('de', 'mail.confirmation.subject', { kind: translate('de', 'mail.kind.pos'), reference }),
    );
    expect(mail.language).toBe('de');
    expect(mail.text).toContain(reference);
    const pdf = await pdfText(mail);
    expect(pdf).toContain(reference);
    expect(pdf).toContain(`Konditorei Süß ${signedIn}`);
    expect(pdf).toContain(translate('de', 'precheckPos.fields.company'));
    // The applicant's copy, not a signed-in reader's, whoever submitted it.
    expect(pdf).toContain('Kopie für den Antragsteller');
    expect(pdf).not.toContain(' für pos-');
    expect(mail.attachments![0]!.filename).toBe(`${reference}.pdf`);
  });

  it('of an e-commerce pre-check: to its general e-mail, the website password masked', async () => {
    const email = `ecom-${signedIn}@confirm.example`;
    const before = t.mail.outbox.length;
    const body = ecomPrecheckBody(['creditCard'], 'eu');
    body.genInfo = { ...body.genInfo, genEmail: email };
    const { reference } = await submit('/api/precheck?language=it', body, signedIn);
    const mail = await t.mail.nextMailTo(email, before);
    expect(mail.subject).toBe(
      translate('it', 'mail.confirmation.subject', { kind: translate('it', 'mail.kind.ecom'), reference }),
    );
    const pdf = await pdfText(mail);
    expect(pdf).toContain(reference);
    expect(pdf).toContain(String(body.genInfo.genComp));
    expect(pdf).not.toContain(String(body.genInfo.genPass));
  });
});

describe('what the form can put in a confirmation', () => {
  it('keeps the company out of the subject, and in the body only as inert data: no link, no line break', async () => {
    const email = 'hostile@confirm.example';
    const company = 'Pay here http://evil.example/login\nUrgent: your account is locked';
    const before = t.mail.outbox.length;
    const { reference } = await submit(
      '/api/precheck-pos?language=en',
      posPrecheckBody({ email, company }),
      true,
    );
    const mail = await t.mail.nextMailTo(email, before);
    expect(mail.subject).toBe(`Your POS pre-check ${reference}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('http://evil.example');
      expect(part).not.toContain('evil.example/');
      expect(part).toContain('evil[.]example');
    }
    expect(mail.text).toMatch(/login Urgent: your account is locked/);
    expect(mail.html).not.toMatch(/<a [^>]*evil/);
  });

  it('prints the web addresses and the e-mail in its PDF as inert text, none of them a link', async () => {
    const email = 'payout@confirm.example';
    const before = t.mail.outbox.length;
    await submit(
      '/api/precheck-pos?language=en',
      posPrecheckBody({
        email,
        website: 'https://secure-payout.example/login',
        onlineShop: 'www.evil.example',
      }),
      false,
    );
    const [attachment] = (await t.mail.nextMailTo(email, before)).attachments ?? [];
    const { links, text } = await pdfLinks(attachment!.content);
    expect(links).toEqual([]);
    expect(text).toContain('https[:]//secure-payout[.]example/login');
    expect(text).toContain('https[:]//www[.]evil[.]example');
    expect(text).toContain('payout[@]confirm[.]example');
    expect(text).not.toMatch(/secure-payout\.example|evil\.example|payout@/);
  });
});

describe('an instance with OUTBOX_WORKER=off', () => {
  it('queues the confirmation of what it accepts and leaves it to an instance that sends', async () => {
    const email = 'queued-only@confirm.example';
    const mail = createMailCatcher();
    const queuing = await buildApp({
      config: { ...t.config, outboxWorker: false },
      database: { ...t.database, close: async () => undefined },
      mailer: mail.mailer,
      logger: false,
    });
    try {
      const before = t.mail.outbox.length;
      const res = await queuing.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        headers: { authorization: merchant },
        payload: posPrecheckBody({ email }),
      });
      expect(res.statusCode).toBe(201);
      // The test app's worker, on the same database, sends it.
      await t.mail.nextMailTo(email, before);
      expect(mail.outbox).toEqual([]);
    } finally {
      await queuing.close();
    }
  });
});

describe('confirmations that are not sent', () => {
  it('skip a pre-check deleted before its confirmation left, and say why', async () => {
    const mailer = { send: vi.fn(), close: () => undefined };
    const deliver = confirmationDelivery({
      copies: { pos: async () => undefined, ecom: async () => undefined },
      render: vi.fn(),
      limiter: createMemoryRateLimiter(),
      perRecipient: { max: 10, windowMs: 60_000 },
      mailer,
      compose: vi.fn(),
    });
    const [row] = await t.db
      .insert(outbox)
      .values({
        kind: 'mail',
        topic: 'precheck-confirmation',
        recipient: 'gone@confirm.example',
        language: 'en',
        payload: { precheck: 'pos', id: '00000000-0000-4000-8000-000000000000' },
      })
      .returning();
    expect(await deliver(row!)).toEqual({ status: 'skipped', reason: 'record_deleted' });
    expect(mailer.send).not.toHaveBeenCalled();
  });

  it('spend the recipient budget once per message, not once per try "try later" refused', async () => {
    const { id } = await submit(
      '/api/precheck-pos',
      posPrecheckBody({ email: 'patient@confirm.example' }),
      true,
    );
    const read = await t.app.inject({ url: `/api/precheck-pos/${id}`, headers: { authorization: merchant } });
    const record = posPrecheckSchema.parse(read.json());
    const [row] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'patient@confirm.example'));
    const mailer = mailerRefusing(3);
    const deliver = confirmationDelivery({
      copies: {
        pos: async () => ({ subject: { kind: 'pos', record }, company: record.company }),
        ecom: vi.fn(),
      },
      render: async () => Buffer.from('%PDF'),
      limiter: createMemoryRateLimiter(),
      perRecipient: { max: 2, windowMs: 60_000 },
      mailer,
      compose: blankMail,
    });
    for (const attempts of [1, 2, 3]) await expect(deliver({ ...row!, attempts })).rejects.toThrow();
    expect(await deliver({ ...row!, attempts: 4 })).toEqual({ status: 'sent' });
  });

  it('stop at the recipient budget: the eleventh within the hour is skipped, not sent', async () => {
    const email = 'busy@confirm.example';
    for (let i = 0; i < 11; i++) await submit('/api/precheck-pos', posPrecheckBody({ email }), true);
    const rows = async () => t.db.select().from(outbox).where(eq(outbox.recipient, email));
    for (let i = 0; i < 400 && (await rows()).some((r) => ['queued', 'sending'].includes(r.status)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const statuses = (await rows()).map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(10);
    expect((await rows()).filter((r) => r.status === 'skipped').map((r) => r.lastError)).toEqual([
      'recipient_budget',
    ]);
    expect(t.mail.outbox.filter((m) => m.to === email)).toHaveLength(10);
  });
});
