/**
 * Does the sign-in answer tell who has an account? (a benchmark, not a test):
 * `npx tsx bench/login-timing.ts [--requests N]`, on PostgreSQL when DATABASE_URL is set (a database of
 * its own, dropped afterwards), else on an embedded one. Sends login and sign-up requests for known and
 * unknown addresses, interleaved one at a time over HTTP, and prints the medians and their ratio.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema.ts';
import { createMailCatcher } from '../src/test/app.ts';
import { openTestDatabase } from '../src/test/database.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '400' } } });
const requests = Number(values.requests);

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-timing-')),
    APP_SECRET: 'timing-secret-timing-secret-timing-secret',
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
    PORT: '0',
  });
  const app = await buildApp({ config, database, mailer: createMailCatcher().mailer, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const known = Array.from({ length: requests }, (_, i) => `known-${i}@timing.example`);
  await database.db.insert(users).values(
    known.map((email) => ({
      email,
      name: 'Known',
      role: 'merchant' as const,
      languagePreference: 'en' as const,
    })),
  );

  let n = 0;
  const post = async (url: string, body: object) => {
    n += 1;
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    return performance.now() - started;
  };

  const rows: string[] = [];
  for (const [name, url, body] of [
    ['login', '/api/auth/login', (email: string) => ({ email })],
    ['sign-up', '/api/auth/signup', (email: string) => ({ email, name: 'Someone' })],
  ] as const) {
    const times = { known: [] as number[], unknown: [] as number[] };
    // Warm-up, then known and unknown alternate so machine noise hits both alike.
    for (let i = 0; i < 50; i++) await post(url, body(`warm-${name}-${i}@timing.example`));
    for (let i = 0; i < requests; i++) {
      const knownEmail = name === 'login' ? known[i]! : known[(i + requests / 2) % requests]!;
      times.known.push(await post(url, body(knownEmail)));
      times.unknown.push(await post(url, body(`nobody-${name}-${i}@timing.example`)));
    }
    const k = median(times.known);
    const u = median(times.unknown);
    rows.push(`| ${name} | ${k.toFixed(2)} | ${u.toFixed(2)} | ${(((k - u) / u) * 100).toFixed(1)} % |`);
  }
  console.log(`${database.kind}, ${requests} requests per kind and call`);
  console.log('| call | known median ms | unknown median ms | difference |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
