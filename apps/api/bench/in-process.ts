import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createMemoryRateLimiter } from '../src/lib/rate-limit/rate-limiter.ts';

/**
 * The product built in this process on a benchmark's database, for the tools that send requests
 * through `inject` (statements.ts, request-cost.ts): no captcha, no web app, no log, counters in
 * memory, no hourly submission budget to speak of; `settings` add to those. `close` closes it and the
 * database it was given.
 */
export async function buildInProcess(
  env: NodeJS.ProcessEnv,
  database: Database,
  settings: Record<string, string> = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: env.APP_SECRET,
    ...(env.DATABASE_URL && { DATABASE_URL: env.DATABASE_URL }),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    SUBMISSIONS_PER_HOUR: '100000000',
    ...settings,
  });
  const removeDataDir = () => rmSync(config.dataDir, { recursive: true, force: true });
  try {
    const app = await buildApp({ config, database, limiter: createMemoryRateLimiter(), logger: false });
    await app.ready();
    return {
      app,
      close: async () => {
        try {
          await app.close();
          await database.close();
        } finally {
          removeDataDir();
        }
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
