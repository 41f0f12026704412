import path from 'node:path';
import { test as base, type TestInfo } from '@playwright/test';
import { getAdminToken } from './api.ts';
import { APP_URL } from './ports.ts';
import { serverTroubleSince } from './server-log.ts';

/** Browser storage in which the SPA finds `token` under its key, i.e. a signed-in session. */
export function signedInState(token: string) {
  return { cookies: [], origins: [{ origin: APP_URL, localStorage: [{ name: 'authToken', value: token }] }] };
}

export type Options = {
  /** Start every page signed in as the ADMIN_EMAIL admin (token from the API, not the sign-in UI). */
  asAdmin: boolean;
};

type Auto = {
  /** Skips a test that the other pass runs (`passShare`). */
  share: void;
  /** A failed test prints what the server warned of while it ran (`serverTroubleSince`). */
  serverTrouble: void;
};

export const test = base.extend<Options & Auto>({
  asAdmin: [false, { option: true }],
  share: [
    // Playwright reads which fixtures a fixture needs from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(!passShare(testInfo), 'run on the other pass');
      await use();
    },
    { auto: true },
  ],
  serverTrouble: [
    // Playwright reads which fixtures a fixture needs from this pattern: none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const since = Date.now();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const lines = serverTroubleSince(since);
      console.log(
        `server warnings and errors while "${testInfo.title}" ran: ${lines.length === 0 ? 'none' : `\n${lines.join('\n')}`}`,
      );
    },
    { auto: true },
  ],
  storageState: async ({ asAdmin, storageState }, use) => {
    await use(asAdmin ? signedInState(await getAdminToken()) : storageState);
  },
});

export { expect } from '@playwright/test';

/** FNV-1a: a stable hash of a test's name, to share the tests between two passes. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

const onPostgres = Boolean(process.env.DATABASE_URL);
/** The two passes run side by side, as CI runs them: each test runs on one of them (`passShare`). */
const split = process.env.E2E_SPLIT === '1';

/**
 * The tag of the tests that run on both passes even when they are split: the browser's view of what
 * each database decides differently or under a race (the backups it makes or not, a retried send, two
 * saves at once) and the public form's whole path, to an admin's PDF and deletion.
 */
export const BOTH_DATABASES = '@both-databases';

/**
 * Whether this pass runs a test. Split (`E2E_SPLIT=1`), each test runs on the pass its file and
 * title hash to, one test at a time so both passes get about half of the time, and a
 * `BOTH_DATABASES` test on both: what the database decides is the API tests' to prove, and they run
 * whole on both databases; a browser test proves that the screens use it, which is the same on
 * either. Alone, every test runs (`screenOnly` excepted on PostgreSQL).
 */
function passShare(testInfo: TestInfo): boolean {
  if (!split || testInfo.tags.includes(BOTH_DATABASES)) return true;
  const name = [path.basename(testInfo.file), ...testInfo.titlePath.slice(1)].join(' › ');
  return (fnv1a(name) % 2 === 1) === onPostgres;
}

/**
 * Marks the tests of a file (called at its top) or of a describe block as checking what a screen shows:
 * its layout, languages, accessibility, headers. None of that depends on the database, so a
 * PostgreSQL pass alone (`npm run test:db`) leaves them to the embedded database's pass.
 */
export function screenOnly() {
  // Playwright reads which fixtures a hook needs from this pattern: none, so no page is opened.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => {
    testInfo.skip(onPostgres && !split, 'what a screen shows is checked on the embedded database');
  });
}
