import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posPrechecks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { posPrecheckBody } from '../../test/precheck-pos-fixture.ts';
import { expectRefused } from '../../test/refused.ts';

const PER_HOUR = 5;

/** With REDIS_URL set the budget is kept in Redis, as several instances would share it. */
const store: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};

describe('submissions per signed-in account', () => {
  let t: TestApp;
  let merchant: { authorization: string };
  let merchantId: string;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: String(PER_HOUR), ...store });
    merchantId = (await t.addUser('busy@example.com')).id;
    merchant = await t.signIn('busy@example.com');
  });
  afterAll(() => t.close());

  it('stores exactly the hourly budget of a hundred submissions sent at once, and answers the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/precheck-pos',
          payload: posPrecheckBody({ company: `Flood ${i}` }),
          headers: merchant,
        }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(created).toHaveLength(PER_HOUR);
    expect(refused).toHaveLength(100 - PER_HOUR);
    for (const answer of refused) expectRefused(answer, 'rate_limited');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Each stored submission was told what was left of the budget after it: every count once.
    for (const answer of answers) {
      expect(answer.headers['ratelimit-policy']).toBe(`"submissions";q=${PER_HOUR};w=3600`);
    }
    const remaining = created.map((a) => Number(/;r=(\d+);/.exec(String(a.headers.ratelimit))?.[1]));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: PER_HOUR }, (_, i) => i));
    const stored = await t.db.select().from(posPrechecks).where(eq(posPrechecks.submittedBy, merchantId));
    expect(stored.map((row) => row.id).sort()).toEqual(created.map((a) => a.json().id).sort());
  });

  it('does not count a submission refused as invalid', async () => {
    await t.addUser('careful@example.com');
    const careful = await t.signIn('careful@example.com');
    for (let i = 0; i < PER_HOUR + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/precheck-pos',
        payload: posPrecheckBody({ company: '' }),
        headers: careful,
      });
      expectRefused(res, 'validation_failed');
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/precheck-pos',
      payload: posPrecheckBody(),
      headers: careful,
    });
    expect(ok.statusCode).toBe(201);
  });
});
