import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ECOM_ANSWERS, ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';

/*
 * Subject access (DESIGN §13): everything the portal holds about an address, found by every e-mail
 * field of both forms, whatever its case, and nothing about anyone else.
 */

const ADMIN = 'subjects-admin@example.com';
const SUBJECT = 'anna.subject@example.com';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.addUser(ADMIN, 'admin', 'Rita Privacy');
  admin = (await t.signIn(ADMIN)).authorization;
});
afterAll(() => t.close());

const submit = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: admin }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; reference: string }>();
};

const find = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy/subjects/find',
    headers: { authorization: admin },
    payload: { email },
  });

describe('finding a subject', () => {
  it('finds them in every e-mail field of both forms, in any case, with their records, user, mails and audit entries', async () => {
    const pos = await submit('/api/precheck-pos', posPrecheckBody({ email: 'Anna.Subject@Example.com' }));
    const asDirector = await submit(
      '/api/precheck',
      ecomPrecheckBody(['creditCard'], 'us', { genInfo: { ...ECOM_ANSWERS.genInfo, genDirEmail: SUBJECT } }),
    );
    const asClearingContact = await submit(
      '/api/precheck',
      ecomPrecheckBody(['clearingHouse'], 'us', {
        chInfo: { ...ECOM_ANSWERS.chInfo, chAchEmail: SUBJECT.toUpperCase() },
      }),
    );
    await submit('/api/precheck-pos', posPrecheckBody({ email: 'someone.else@example.com' }));
    const user = await t.addUser(SUBJECT, 'merchant', 'Anna Subject');
    await t.signIn(SUBJECT);

    const res = await find(' ANNA.subject@example.com ');
    expect(res.statusCode).toBe(200);
    const found = res.json<{
      email: string;
      prechecks: { kind: string; id: string; reference: string; status: string; held: boolean }[];
      merchants: { company: string }[];
      user: { id: string; role: string } | null;
      messages: number;
      auditEntries: number;
    }>();
    expect(found.email).toBe(SUBJECT);
    expect(found.prechecks).toEqual([
      { kind: 'pos', id: pos.id, reference: pos.reference, status: 'submitted', held: false },
      { kind: 'ecom', id: asDirector.id, reference: asDirector.reference, status: 'submitted', held: false },
      {
        kind: 'ecom',
        id: asClearingContact.id,
        reference: asClearingContact.reference,
        status: 'submitted',
        held: false,
      },
    ]);
    expect(found.merchants.map((merchant) => merchant.company)).toEqual(['Bäckerei Müller GmbH']);
    expect(found.user).toEqual({ id: user.id, role: 'merchant' });
    // The POS pre-check's confirmation (sign-in codes leave without an outbox row).
    expect(found.messages).toBe(1);
    // Their sign-in, as actor.
    expect(found.auditEntries).toBeGreaterThanOrEqual(1);

    expect((await find('nobody.here@example.com')).json()).toEqual({
      email: 'nobody.here@example.com',
      prechecks: [],
      merchants: [],
      user: null,
      messages: 0,
      auditEntries: 0,
    });
  });

  it('exports every record about them as a JSON download, audited, and nothing about anyone else', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/subjects/export',
      headers: { authorization: admin },
      payload: { email: SUBJECT.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="subject-export.json"');
    const exported = JSON.parse(res.body) as {
      email: string;
      prechecks: {
        kind: string;
        record: Record<string, unknown>;
        history: { items: unknown[] };
        versions: unknown[];
      }[];
      merchants: { email: string }[];
      user: Record<string, unknown> | null;
      messages: { recipient: string }[];
      auditEntries: { actorEmail: string | null }[];
    };
    expect(exported.email).toBe(SUBJECT);
    expect(exported.prechecks.map((p) => p.kind)).toEqual(['pos', 'ecom', 'ecom']);
    expect(exported.prechecks[0]!.record).toMatchObject({ email: SUBJECT });
    expect(exported.prechecks[0]!.history.items.length).toBeGreaterThanOrEqual(1);
    expect(exported.merchants.map((m) => m.email.toLowerCase())).toEqual([SUBJECT]);
    expect(exported.user).toMatchObject({ email: SUBJECT, name: 'Anna Subject', role: 'merchant' });
    expect(exported.messages.map((m) => m.recipient.toLowerCase())).toEqual([SUBJECT]);
    expect(exported.auditEntries.some((entry) => entry.actorEmail === SUBJECT)).toBe(true);
    // No credential and nobody else.
    expect(res.body).not.toContain(ECOM_ANSWERS.genInfo.genPass);
    expect(res.body).not.toContain('totpSecret');
    expect(res.body).not.toContain('someone.else@example.com');

    const audited = await find(SUBJECT);
    expect(audited.json<{ auditEntries: number }>().auditEntries).toBeGreaterThan(
      exported.auditEntries.length,
    );
  });

  it('asks for an address in the body', async () => {
    expectRefused(await find('not an address'), 'validation_failed');
  });
});
