import { translate } from '@portal/i18n';
import {
  type EcomPrecheck,
  type MyPrecheck,
  type PosPrecheck,
  precheckScreenPath,
  type PrecheckVersions,
  type ReviewHistory,
  type UpdateRequest,
} from '@portal/shared';
import { startSmtp, uniqueEmail } from '@portal/test-support';
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../lib/mail/mailer.ts';
import { createTestApp, openSecondInstance, type TestApp } from '../../test/app.ts';
import { ECOM_ANSWERS, ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';
import { until } from '../../test/until.ts';
import { createEndpoint } from '../../test/webhook-endpoints.ts';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.ts';

/*
 * Asking the applicant (DESIGN §12), through a real SMTP listener: the request mailed in the form's
 * language with a working link, the update as a new version with its changes listed, the assignee
 * told, the link dead after, the decision mailed; and the races between the applicant and the team.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let receiver: Receiver;
let instances: FastifyInstance[];
let reviewer: string;
let merchant: string;
let otherMerchant: string;
const REVIEWER = 'updates-reviewer@example.com';
const PORTAL_URL = 'https://portal.example';

// Every mail goes to the SMTP listener, and to the test's catcher, which signing in reads codes from.
const mailers: Mailer[] = [];
const tee: Mailer = {
  send: async (mail) => {
    for (const mailer of mailers) await mailer.send(mail);
  },
  close: () => mailers.forEach((mailer) => mailer.close()),
};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    { PORTAL_URL, WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32', OUTBOX_POLL_MS: '50' },
    { mailer: tee },
  );
  mailers.push(
    t.mail.mailer,
    createMailer({ smtpUrl: smtp.url, dataDir: t.config.dataDir, settings: t.app.mailSettings }, t.app.log),
  );
  instances = [t.app];
  await t.addUser(REVIEWER, 'admin', 'Rita Reviewer');
  await t.addUser('updates-merchant@example.com', 'merchant', 'Mia Merchant');
  await t.addUser('updates-other@example.com', 'merchant', 'Otto Other');
  reviewer = (await t.signIn(REVIEWER)).authorization;
  merchant = (await t.signIn('updates-merchant@example.com')).authorization;
  otherMerchant = (await t.signIn('updates-other@example.com')).authorization;
  receiver = await startReceiver();
  const endpoint = await createEndpoint(t, reviewer, {
    url: `${receiver.url}/hooks`,
    events: ['precheck_pos.updated', 'precheck.updated'],
  });
  receiver.useSecrets([endpoint.secret]);
});
afterAll(async () => {
  await receiver.close();
  for (const app of instances.slice(1)) await app.close();
  await t.close();
  await smtp.close();
});

const PATHS = { pos: '/api/precheck-pos', ecom: '/api/precheck' } as const;
type Kind = keyof typeof PATHS;

/** A pre-check the merchant sends in `language`, to be answered at `contact`; answers its id. */
async function submitted(kind: Kind, contact: string, language = 'en'): Promise<string> {
  const payload =
    kind === 'pos'
      ? posPrecheckBody({ email: contact })
      : ecomPrecheckBody(['creditCard'], 'eu', { genInfo: { ...ECOM_ANSWERS.genInfo, genEmail: contact } });
  const res = await t.app.inject({
    method: 'POST',
    url: `${PATHS[kind]}?language=${language}`,
    headers: { authorization: merchant },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function read<R = PosPrecheck>(kind: Kind, id: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${PATHS[kind]}/${id}${query}`,
    headers: { authorization: reviewer },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { record: res.json<R>(), etag: res.headers.etag as string };
}

async function move(kind: Kind, id: string, body: object, app = t.app) {
  const { etag } = await read(kind, id);
  return app.inject({
    method: 'POST',
    url: `${PATHS[kind]}/${id}/transitions`,
    headers: { authorization: reviewer, 'if-match': etag },
    payload: body,
  });
}

async function moved(kind: Kind, id: string, body: object) {
  const res = await move(kind, id, body);
  expect(res.statusCode, res.body).toBe(200);
}

/** Takes the pre-check into review and asks the applicant; answers the token of the mailed link. */
async function asked(kind: Kind, id: string, contact: string, request: object = {}) {
  await moved(kind, id, { to: 'in_review' });
  const before = smtp.received.length;
  await moved(kind, id, { to: 'information_requested', message: 'Which terminals?', ...request });
  const mail = await mailTo(contact, before, isRequest);
  return tokenIn(mail.text ?? '');
}

/**
 * The first mail the SMTP listener received for `to` after the first `after` that `wanted` accepts
 * (a confirmation may still arrive late), as a mail client parses it.
 */
async function mailTo(to: string, after = 0, wanted: (mail: ParsedMail) => boolean = () => true) {
  let found: ParsedMail | undefined;
  await until(async () => {
    for (const m of smtp.received.slice(after).filter((m) => m.to.includes(to.toLowerCase()))) {
      const mail = await simpleParser(m.raw);
      if (wanted(mail)) found = mail;
      if (found) return true;
    }
    return false;
  }, `a mail to ${to}`);
  return found!;
}

const LINK = new RegExp(`${PORTAL_URL}/p/update/([A-Za-z0-9_-]+)`);
const isRequest = (mail: ParsedMail) => LINK.test(mail.text ?? '');
function tokenIn(text: string): string {
  const match = LINK.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

const openLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/updates/${token}` });
const saveLink = (token: string, payload: object, app = t.app) =>
  app.inject({ method: 'PUT', url: `/api/updates/${token}`, payload });

async function history(kind: Kind, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${PATHS[kind]}/${id}/history`,
    headers: { authorization: reviewer },
  });
  return res.json<ReviewHistory>().items;
}

describe('asking the applicant', () => {
  it('mails the request in their language with a link that opens the answers, saves version 2, tells the assignee, then closes', async () => {
    const contact = uniqueEmail('anfrage');
    const id = await submitted('pos', contact, 'de');
    await moved('pos', id, { to: 'in_review' });
    const before = smtp.received.length;
    await moved('pos', id, {
      to: 'information_requested',
      message: 'Welche Terminals nutzen Sie heute?\nBitte prüfen Sie auch den Umsatz.',
      sections: ['further'],
    });
    const mail = await mailTo(contact, before, isRequest);
    const { record } = await read('pos', id);
    expect(mail.subject).toBe(
      translate('de', 'mail.review.requested.subject', { kind: 'POS', reference: record.reference }),
    );
    expect(mail.text).toContain('Welche Terminals nutzen Sie heute?');
    expect(mail.text).toContain('Bitte prüfen Sie auch den Umsatz.');
    expect(mail.text).toContain(translate('de', 'precheckPos.sections.further'));
    expect(mail.html).toContain(`${PORTAL_URL}/p/update/`);
    const token = tokenIn(mail.text ?? '');

    const opened = await openLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const request = opened.json<UpdateRequest>();
    expect(request).toMatchObject({
      kind: 'pos',
      reference: record.reference,
      sections: ['further'],
      message: 'Welche Terminals nutzen Sie heute?\nBitte prüfen Sie auch den Umsatz.',
    });
    expect(request.answers).toMatchObject({ company: record.company, turnover: 25000 });

    const assigneeMails = smtp.received.length;
    const saved = await saveLink(token, { ...request.answers, turnover: '31000', mobile: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ reference: record.reference, version: 2 });

    const now = await read('pos', id);
    expect(now.record).toMatchObject({ status: 'in_review', version: 2, turnover: 31000, mobile: null });
    const versions = await t.app.inject({
      method: 'GET',
      url: `/api/precheck-pos/${id}/versions`,
      headers: { authorization: reviewer },
    });
    expect(
      versions.json<PrecheckVersions>().items.map(({ version, changedFields }) => [version, changedFields]),
    ).toEqual([
      [1, []],
      [2, ['mobile', 'turnover']],
    ]);
    expect((await read('pos', id, '?version=1')).record).toMatchObject({
      turnover: 25000,
      mobile: '+49 170 1234567',
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/precheck-pos/${id}?version=3`,
      headers: { authorization: reviewer },
    });
    expect(missing.statusCode).toBe(404);

    const notice = await mailTo(REVIEWER, assigneeMails);
    expect(notice.subject).toBe(
      translate('en', 'mail.review.updated.subject', { kind: 'POS', reference: record.reference }),
    );
    expect(notice.text).toContain(`${PORTAL_URL}${precheckScreenPath('pos', id)}`);

    expect((await history('pos', id)).map((item) => [item.type, item.to ?? item.version ?? null])).toEqual([
      ['created', null],
      ['status', 'in_review'],
      ['status', 'information_requested'],
      ['mail', 'information_requested'],
      ['update', 2],
      ['status', 'in_review'],
    ]);
    const updated = () =>
      receiver.received
        .map((r) => r.verified)
        .filter((v) => v?.type === 'precheck_pos.updated' && v.data.id === id);
    await until(async () => updated().length === 1, 'the updated event');
    expect(updated()[0]!.data).toEqual({ id, reference: record.reference, version: 2 });

    // The link is spent: read or used again it is closed; a guessed or altered token names nothing.
    expectRefused(await openLink(token), 'update_closed');
    expectRefused(await saveLink(token, request.answers), 'update_closed');
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expectRefused(await openLink(altered), 'not_found');
    expectRefused(await openLink('x'.repeat(43)), 'not_found');

    const approvals = smtp.received.length;
    await moved('pos', id, { to: 'approved' });
    const approval = await mailTo(contact, approvals, (m) => !isRequest(m) && !m.attachments.length);
    expect(approval.subject).toBe(
      translate('de', 'mail.review.approved.subject', { kind: 'POS', reference: record.reference }),
    );
    // The approval marks the merchant behind the contact address onboarded.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/merchant?q=${encodeURIComponent(contact)}`,
      headers: { authorization: reviewer },
    });
    const [merchantRecord] = listed.json<{ items: { id: number }[] }>().items;
    const merchantAnswer = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/${merchantRecord!.id}`,
      headers: { authorization: reviewer },
    });
    expect(merchantAnswer.json<{ onboardedAt: string | null }>().onboardedAt).toEqual(expect.any(String));
  });

  it('refuses answers a submission would refuse, saving nothing and keeping the link open', async () => {
    const contact = uniqueEmail('invalid');
    const id = await submitted('pos', contact);
    const token = await asked('pos', id, contact);
    const { answers } = (await openLink(token)).json<UpdateRequest>();
    const refused = await saveLink(token, { ...answers, company: '', email: 'not-an-address' });
    expectRefused(refused, 'validation_failed');
    expect(
      refused
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['company', 'email']);
    expect((await read('pos', id)).record).toMatchObject({ status: 'information_requested', version: 1 });
    expect((await openLink(token)).statusCode).toBe(200);
  });

  it('keeps the website password when the update leaves it out, and lists what changed by its path', async () => {
    const contact = uniqueEmail('ecom');
    const id = await submitted('ecom', contact, 'it');
    const token = await asked('ecom', id, contact, { sections: ['genInfo'] });
    const { answers } = (await openLink(token)).json<UpdateRequest>();
    expect(JSON.stringify(answers)).not.toContain('S3cr3t');
    const genInfo = answers.genInfo as Record<string, unknown>;
    const saved = await saveLink(token, {
      ...answers,
      genInfo: { ...genInfo, genComp: 'Nordlicht Retail GmbH' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const secret = await t.app.inject({
      method: 'GET',
      url: `/api/precheck/${id}/secret`,
      headers: { authorization: reviewer },
    });
    expect(secret.json()).toEqual({ genPass: 'S3cr3t-Pässwort!' });
    const versions = await t.app.inject({
      method: 'GET',
      url: `/api/precheck/${id}/versions`,
      headers: { authorization: reviewer },
    });
    expect(versions.json<PrecheckVersions>().items.at(-1)!.changedFields).toEqual(['genInfo.genComp']);
    expect((await read<EcomPrecheck>('ecom', id, '?version=1')).record.genInfo.genComp).toBe(
      'Nordlicht Commerce GmbH',
    );
  });

  it('refuses a section the form does not have', async () => {
    const id = await submitted('pos', uniqueEmail('sections'));
    await moved('pos', id, { to: 'in_review' });
    const res = await move('pos', id, {
      to: 'information_requested',
      message: 'Look',
      sections: ['genInfo'],
    });
    expectRefused(res, 'validation_failed');
    expect(res.json().errors[0]).toMatchObject({ path: 'sections.0' });
  });

  it('lets the applicant withdraw instead, mailing them, after which the link is closed', async () => {
    const contact = uniqueEmail('withdraw');
    const id = await submitted('pos', contact, 'es');
    const token = await asked('pos', id, contact);
    const before = smtp.received.length;
    const res = await t.app.inject({ method: 'POST', url: `/api/updates/${token}/withdraw` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read('pos', id)).record.status).toBe('withdrawn');
    const mail = await mailTo(contact, before, (m) => !isRequest(m) && !m.attachments.length);
    expect(mail.subject).toContain(translate('es', 'review.statuses.withdrawn').toLowerCase().slice(0, 5));
    expectRefused(await openLink(token), 'update_closed');
  });

  it('lets the submitting merchant answer signed in, and nobody else', async () => {
    const contact = uniqueEmail('own');
    const id = await submitted('pos', contact);
    await asked('pos', id, contact);
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/me/prechecks?pageSize=100',
      headers: { authorization: merchant },
    });
    expect(overview.json<{ items: MyPrecheck[] }>().items.find((item) => item.id === id)).toMatchObject({
      status: 'information_requested',
      message: 'Which terminals?',
    });
    const url = `/api/me/prechecks/pos/${id}/update`;
    expectRefused(
      await t.app.inject({ method: 'GET', url, headers: { authorization: otherMerchant } }),
      'not_found',
    );
    const own = await t.app.inject({ method: 'GET', url, headers: { authorization: merchant } });
    expect(own.statusCode, own.body).toBe(200);
    const { answers } = own.json<UpdateRequest>();
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: merchant },
      payload: { ...answers, industry: 'Bakery and café' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await history('pos', id)).find((item) => item.type === 'update')!.actor).toMatchObject({
      name: 'Mia Merchant',
    });
    expectRefused(
      await t.app.inject({ method: 'GET', url, headers: { authorization: merchant } }),
      'update_closed',
    );
  });
});

describe("withdrawing one's own pre-check", () => {
  it("is the submitting merchant's while it is open, asked or not, and nobody else's", async () => {
    const id = await submitted('pos', uniqueEmail('own-withdraw'));
    const url = `/api/me/prechecks/pos/${id}/withdraw`;
    expectRefused(
      await t.app.inject({ method: 'POST', url, headers: { authorization: otherMerchant } }),
      'not_found',
    );
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: merchant } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read('pos', id)).record.status).toBe('withdrawn');
    expect((await history('pos', id)).at(-2)).toMatchObject({
      type: 'status',
      to: 'withdrawn',
      actor: { name: 'Mia Merchant' },
    });
    expectRefused(
      await t.app.inject({ method: 'POST', url, headers: { authorization: merchant } }),
      'invalid_transition',
    );
  });
});

describe('the decision mail', () => {
  it("sends a decline's reason in the applicant's language and never the internal note", async () => {
    const contact = uniqueEmail('declined');
    const id = await submitted('ecom', contact, 'it');
    await moved('ecom', id, { to: 'in_review' });
    const before = smtp.received.length;
    await moved('ecom', id, { to: 'declined', reason: 'duplicate', note: 'Same owner as P-123: internal' });
    const mail = await mailTo(contact, before, (m) => !m.attachments.length);
    expect(mail.text).toContain(translate('it', 'mail.review.reasons.duplicate'));
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('internal');
  });
});

describe('the applicant and the team at once', () => {
  it('lets one of an update and a stop-waiting through: the other is refused and nothing is half-written', async () => {
    // Either instance's worker may send a mail now: both send to the SMTP listener the test reads.
    if (process.env.DATABASE_URL)
      instances.push(await openSecondInstance(t, { mailer: { send: (mail) => tee.send(mail), close() {} } }));
    for (let round = 0; round < 4; round++) {
      const contact = uniqueEmail(`race${round}`);
      const id = await submitted('pos', contact);
      const token = await asked('pos', id, contact);
      const { answers } = (await openLink(token)).json<UpdateRequest>();
      const { etag } = await read('pos', id);
      const [update, stop] = await Promise.all([
        saveLink(token, { ...answers, industry: `Round ${round}` }, instances[round % instances.length]),
        instances[(round + 1) % instances.length]!.inject({
          method: 'POST',
          url: `/api/precheck-pos/${id}/transitions`,
          headers: { authorization: reviewer, 'if-match': etag },
          payload: { to: 'in_review' },
        }),
      ]);
      const codes = [update.statusCode, stop.statusCode].sort();
      expect([
        [200, 410],
        [200, 412],
      ]).toContainEqual(codes);
      const { record } = await read('pos', id);
      expect(record.status).toBe('in_review');
      expect(record.version).toBe(update.statusCode === 200 ? 2 : 1);
      expect(record.industry).toBe(update.statusCode === 200 ? `Round ${round}` : 'Bakery');
      const moves = (await history('pos', id)).filter((item) => item.type === 'status');
      expect(moves.map((item) => item.to)).toEqual(['in_review', 'information_requested', 'in_review']);
    }
  });
});
