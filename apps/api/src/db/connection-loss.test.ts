import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { posPrecheckBody } from '../test/precheck-pos-fixture.ts';
import { posPrechecks } from './schema.ts';

/**
 * The server's connections are ended under load, as a restart, a failover or `pg_terminate_backend`
 * does. The process must live on, answer 201 or 503 (never 500), and lose nothing it acknowledged.
 */
describe.runIf(process.env.DATABASE_URL)('PostgreSQL ending the connections under load', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    t = await createTestApp();
    name = new URL(t.database.url!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
    await t.close();
  });

  const terminateAll = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);

  const ready = async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode;

  it('keeps serving: 201 or 503 only, and every 201 is in the database', async () => {
    const statuses: number[] = [];
    const ids: string[] = [];
    const until = Date.now() + 4000;
    const client = async (n: number) => {
      for (let i = 0; Date.now() < until; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/precheck-pos',
          payload: posPrecheckBody({ company: `Load ${n}-${i}` }),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 201) ids.push(res.json<{ id: string }>().id);
        if (res.statusCode === 503) expect(res.headers['retry-after']).toBeDefined();
      }
    };
    let kills = 0;
    const killer = (async () => {
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        kills += (await terminateAll()).rowCount ?? 0;
      }
    })();
    await Promise.all([...Array.from({ length: 32 }, (_, n) => client(n)), killer]);

    expect(kills).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(ids.length).toBeGreaterThan(0);
    const stored: { id: string }[] = [];
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      stored.push(
        ...(await t.db
          .select({ id: posPrechecks.id })
          .from(posPrechecks)
          .where(inArray(posPrechecks.id, chunk))),
      );
    }
    expect(stored).toHaveLength(ids.length);
    expect(await ready()).toBe(200);
  });

  it('says not ready while the database refuses connections, and ready again once it takes them', async () => {
    await admin.query(`alter database ${name} allow_connections false`);
    await terminateAll();
    expect(await ready()).toBe(503);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    await admin.query(`alter database ${name} allow_connections true`);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = await ready();
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
