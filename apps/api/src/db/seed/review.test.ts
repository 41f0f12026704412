import type { PosPrecheck } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { seedStaff, spreadReview } from './review.ts';

let t: TestApp;
let admin: string;
const COUNT = 60;

beforeAll(async () => {
  t = await createTestApp();
  await t.addUser('seed-review-admin@example.com', 'admin');
  admin = (await t.signIn('seed-review-admin@example.com')).authorization;
  for (let i = 0; i < COUNT; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      headers: { authorization: admin },
      payload: posPrecheckBody({ company: `Seeded ${i} GmbH` }),
    });
    expect(res.statusCode).toBe(201);
  }
  // Spread over the last 60 days, as the seed's own rows are.
  await t.database.withSession(async (query) => {
    await query(`update precheck_pos set created_at = now() - random() * interval '60 days'`);
    const staff = await seedStaff(query);
    await spreadReview(query, 'pos', staff);
  });
});
afterAll(() => t.close());

describe("the seed's review spread", () => {
  it('leaves every pre-check as the API answers it, in statuses a working team has', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/precheck-pos?pageSize=100`,
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: PosPrecheck[] }>().items;
    expect(items).toHaveLength(COUNT);
    expect(new Set(items.map((item) => item.status)).size).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item.assignee === null).toBe(item.status === 'submitted');
      expect(new Date(item.statusChangedAt).getTime()).toBeLessThanOrEqual(Date.now());
      if (item.status !== 'approved' && item.status !== 'declined') continue;
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/precheck-pos/${item.id}`,
        headers: { authorization: admin },
      });
      const { decision } = detail.json<PosPrecheck>();
      expect(decision).toMatchObject({ outcome: item.status, decidedBy: item.assignee });
      expect(decision!.reason === null).toBe(item.status === 'approved');
    }
  });

  it('gives each move its history entry, and each open question its link and message', async () => {
    const items = (
      await t.app.inject({
        method: 'GET',
        url: '/api/precheck-pos?pageSize=100',
        headers: { authorization: admin },
      })
    ).json<{ items: PosPrecheck[] }>().items;
    for (const item of items.filter((one) => one.status !== 'submitted')) {
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/precheck-pos/${item.id}/history`,
        headers: { authorization: admin },
      });
      const moves = history
        .json<{ items: { type: string; to?: string }[] }>()
        .items.filter((e) => e.type === 'status');
      expect(moves.at(-1)?.to).toBe(item.status);
    }
    const { rows } = await t.database.withSession((query) =>
      query(
        `select count(*)::int as asked, count(l.id)::int as linked, count(*) filter (where l.message <> '')::int as messages
         from precheck_pos p left join update_links l on l.pos_id = p.id and l.closed_at is null
         where p.status = 'information_requested'`,
      ),
    );
    expect(rows[0]).toEqual({ asked: rows[0]!.asked, linked: rows[0]!.asked, messages: rows[0]!.asked });
  });

  it('seeds nothing retention would already have erased', async () => {
    const day = 86_400_000;
    const { rows } = await t.database.withSession(async (query) => {
      await spreadReview(query, 'pos', await seedStaff(query), {
        declinedMs: 20 * day,
        withdrawnMs: 10 * day,
      });
      return query(
        `select count(*) filter (where status = 'declined' and status_changed_at < now() - interval '20 days')::int as declined,
           count(*) filter (where status = 'withdrawn' and status_changed_at < now() - interval '10 days')::int as withdrawn,
           count(*) filter (where status = 'approved' and created_at < now() - interval '20 days')::int as approved
         from precheck_pos`,
      );
    });
    expect(rows[0]).toMatchObject({ declined: 0, withdrawn: 0 });
    expect(Number(rows[0]!.approved)).toBeGreaterThan(0);
  });
});
