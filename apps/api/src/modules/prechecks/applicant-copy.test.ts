import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyGrants, outbox, posPrechecks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ecomPrecheckBody } from '../../test/precheck-ecom-fixture.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { COPY_DOWNLOADS } from './applicant-copy.ts';
import { pdfText } from '../../test/pdf-text.ts';

/*
 * An anonymous applicant's copy (DESIGN §11): the 201 answer's copyToken fetches that one pre-check's
 * PDF without signing in, three times within 15 minutes, then 404; never another pre-check's.
 */

let t: TestApp;
let merchant: string;

beforeAll(async () => {
  // The captcha is off here: what is tested is the link, not the bot check.
  t = await createTestApp();
  await t.addUser('copy-merchant@example.com');
  merchant = (await t.signIn('copy-merchant@example.com')).authorization;
});
afterAll(() => t.close());

type Created = {
  id: string;
  reference: string;
  createdAt: string;
  confirmationTo: string;
  copyToken?: string;
};

async function submitPos(headers: Record<string, string> = {}): Promise<Created> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/precheck-pos',
    payload: posPrecheckBody(),
    headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Created>();
}

const download = (path: string, id: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${path}/${id}/pdf${token === undefined ? '' : `?copy=${token}`}` });

describe('the answer of an accepted pre-check', () => {
  it('says when it was received and where its confirmation goes, as stored and queued', async () => {
    for (const headers of [{}, { authorization: merchant }] as Record<string, string>[]) {
      const created = await submitPos(headers);
      const [stored] = await t.db.select().from(posPrechecks).where(eq(posPrechecks.id, created.id));
      expect(created.createdAt).toBe(stored!.createdAt.toISOString());
      const [confirmation] = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.topic, 'precheck-confirmation'), sql`${outbox.payload}->>'id' = ${created.id}`));
      expect(created.confirmationTo).toBe(confirmation!.recipient);
      expect(created.confirmationTo).toBe(stored!.email);
    }
  });
});

describe('the copy link of an anonymous submission', () => {
  it('downloads that pre-check three times, then answers 404', async () => {
    const { id, reference, copyToken } = await submitPos();
    expect(copyToken).toMatch(/^[\w-]{43}$/);
    for (let i = 0; i < COPY_DOWNLOADS; i++) {
      const res = await download('/precheck-pos', id, copyToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(await pdfText(res.rawPayload)).toContain(reference);
    }
    expect((await download('/precheck-pos', id, copyToken)).statusCode).toBe(404);
  });

  it('works for an e-commerce pre-check too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/precheck',
      payload: ecomPrecheckBody(['creditCard']),
    });
    const { id, reference, copyToken } = res.json<Created>();
    const pdf = await download('/precheck', id, copyToken);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(reference);
  });

  it('fetches no other pre-check, and nothing with a wrong or missing token', async () => {
    const mine = await submitPos();
    const other = await submitPos();
    expect((await download('/precheck-pos', other.id, mine.copyToken)).statusCode).toBe(404);
    // The same id under the other kind is another record.
    expect((await download('/precheck', mine.id, mine.copyToken)).statusCode).toBe(404);
    const forged = `${mine.copyToken!.slice(0, -1)}${mine.copyToken!.endsWith('A') ? 'B' : 'A'}`;
    expect((await download('/precheck-pos', mine.id, forged)).statusCode).toBe(404);
    expect((await download('/precheck-pos', mine.id, '')).statusCode).toBe(401);
    expect((await download('/precheck-pos', mine.id)).statusCode).toBe(401);
    // None of these spent the owner's downloads.
    expect((await download('/precheck-pos', mine.id, mine.copyToken)).statusCode).toBe(200);
  });

  it('expires after its 15 minutes', async () => {
    const { id, copyToken } = await submitPos();
    await t.db
      .update(copyGrants)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(copyGrants.kind, 'pos'), eq(copyGrants.precheckId, id)));
    expect((await download('/precheck-pos', id, copyToken)).statusCode).toBe(404);
  });

  it('gives exactly three PDFs to 300 downloads at once', async () => {
    const { id, copyToken } = await submitPos();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => download('/precheck-pos', id, copyToken)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(COPY_DOWNLOADS);
    expect(statuses.filter((status) => status === 404)).toHaveLength(300 - COPY_DOWNLOADS);
  });

  it('is not given to a signed-in applicant, who reads their own pre-check', async () => {
    const created = await submitPos({ authorization: merchant });
    expect(created.copyToken).toBeUndefined();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/precheck-pos/${created.id}/pdf`,
      headers: { authorization: merchant },
    });
    expect(pdf.statusCode).toBe(200);
  });
});
