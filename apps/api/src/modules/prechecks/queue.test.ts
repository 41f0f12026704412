import { type PosPrecheckListItem, searchCountLimit } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posPrechecks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';

/*
 * The review queue (DESIGN §12): the lists filter by status, by whose a pre-check is and by overdue,
 * and sort by time waiting; every row says where its review stands.
 */

let t: TestApp;
let rita: string;
let sam: string;
let ritaId: string;
const ids: Record<'received' | 'ritas' | 'sams' | 'declined', string> = {} as never;

async function submitted(company: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/precheck-pos',
    headers: { authorization: rita },
    payload: posPrecheckBody({ company }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function move(id: string, payload: object, authorization = rita) {
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/precheck-pos/${id}`,
    headers: { authorization },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/precheck-pos/${id}/transitions`,
    headers: { authorization, 'if-match': read.headers.etag as string },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function queue(query: string, authorization = rita) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/precheck-pos?${query}`,
    headers: { authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: PosPrecheckListItem[]; total: number; totalCapped: boolean }>();
}

const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

beforeAll(async () => {
  t = await createTestApp({ REVIEW_SLA: '2d' });
  ritaId = (await t.addUser('queue-rita@example.com', 'admin', 'Rita Queue')).id;
  await t.addUser('queue-sam@example.com', 'admin', 'Sam Queue');
  rita = (await t.signIn('queue-rita@example.com')).authorization;
  sam = (await t.signIn('queue-sam@example.com')).authorization;
  ids.received = await submitted('Received Co');
  ids.ritas = await submitted('Ritas Co');
  ids.sams = await submitted('Sams Co');
  ids.declined = await submitted('Declined Co');
  await move(ids.ritas, { to: 'in_review' });
  await move(ids.sams, { to: 'in_review' }, sam);
  await move(ids.declined, { to: 'in_review' });
  await move(ids.declined, { to: 'declined', reason: 'duplicate' });
  // Received three days ago and not looked at since: past the two days of REVIEW_SLA.
  await t.db
    .update(posPrechecks)
    .set({ statusChangedAt: sql`now() - interval '3 days'` })
    .where(eq(posPrechecks.id, ids.received));
});
afterAll(() => t.close());

describe('the review queue', () => {
  it('lists every pre-check newest first by default, each saying where its review stands', async () => {
    const page = await queue('');
    expect(idsOf(page)).toEqual([ids.declined, ids.sams, ids.ritas, ids.received]);
    const ritas = page.items.find((item) => item.id === ids.ritas)!;
    expect(ritas).toMatchObject({
      status: 'in_review',
      assignee: { id: ritaId, name: 'Rita Queue' },
      overdue: false,
    });
    expect(page.items.find((item) => item.id === ids.received)).toMatchObject({
      status: 'submitted',
      assignee: null,
      overdue: true,
    });
  });

  it('filters by status, by whose it is and by overdue, and counts what it keeps', async () => {
    expect(idsOf(await queue('status=in_review&sort=oldest'))).toEqual([ids.ritas, ids.sams]);
    expect(idsOf(await queue('status=in_review&assignee=me'))).toEqual([ids.ritas]);
    expect(idsOf(await queue('status=in_review&assignee=me', sam))).toEqual([ids.sams]);
    expect(idsOf(await queue('assignee=none'))).toEqual([ids.received]);
    expect(idsOf(await queue('status=submitted,declined&sort=oldest'))).toEqual([ids.received, ids.declined]);
    const overdue = await queue('overdue=true');
    expect(idsOf(overdue)).toEqual([ids.received]);
    expect(overdue.total).toBe(1);
    expect((await queue('status=in_review&q=ritas')).total).toBe(1);
  });

  it('puts what has waited longest in its status first', async () => {
    expect(idsOf(await queue('sort=waiting')).slice(0, 1)).toEqual([ids.received]);
  });

  it('answers a page past the end with the total', async () => {
    const past = await queue('status=in_review&page=5&pageSize=1');
    expect(past).toMatchObject({ items: [], total: 2 });
  });

  it('refuses a status or an order it does not know, at the parameter', async () => {
    for (const query of ['status=in_review,lost', 'sort=random', 'assignee=someone', 'overdue=yes']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/precheck-pos?${query}`,
        headers: { authorization: rita },
      });
      expectRefused(res, 'validation_failed');
      expect(res.json().errors[0].path).toBe(`querystring.${query.split('=')[0]}`);
    }
  });
});

describe('a long queue', () => {
  it('counts as a search does: up to a few pages past the one asked for, then says it stopped', async () => {
    const upTo = searchCountLimit(1, 1);
    // With the one received above, one more received pre-check than the first page counts.
    for (let i = 0; i < upTo; i++) await submitted(`Bulk ${i} Co`);
    const first = await queue('status=submitted&pageSize=1');
    expect(first).toMatchObject({ total: upTo, totalCapped: true });
    expect(first.items).toHaveLength(1);
    // Further on, the count reaches further: all of them.
    expect(await queue('status=submitted&pageSize=1&page=3')).toMatchObject({
      total: upTo + 1,
      totalCapped: false,
    });
  });
});
