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
  /** A failed test prints what the server warned of while it ran (`serverTroubleSince`). */
  serverTrouble: void;
};

export const test = base.extend<Options & Auto>({
  asAdmin: [false, { option: true }],
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

/** FNV-1a: a stable hash of a screen check's name, to share the screen checks between two passes. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/**
 * Whether this pass runs a screen check. Alone (one pass, as locally), the embedded database's pass
 * runs them all. When the two passes run side by side (`E2E_SPLIT_SCREENS=1`, as CI runs them), each
 * takes the tests whose file and title hash to its parity: one test at a time, not one file, so both
 * passes get about half of the time and end together, where the embedded pass used to run on alone.
 */
function screenRunsHere(testInfo: TestInfo): boolean {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  if (process.env.E2E_SPLIT_SCREENS !== '1') return !onPostgres;
  const name = [path.basename(testInfo.file), ...testInfo.titlePath.slice(1)].join(' › ');
  return (fnv1a(name) % 2 === 1) === onPostgres;
}

/**
 * Marks the tests of a file (called at its top) or of a describe block as checking what a screen shows:
 * its layout, languages, accessibility, headers. None of that depends on the database, so such tests
 * run on one pass only (`screenRunsHere`), and the other spends its time on what the database decides.
 */
export function screenOnly() {
  // Playwright reads which fixtures a hook needs from this pattern: none, so no page is opened.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => {
    testInfo.skip(!screenRunsHere(testInfo), 'what a screen shows is checked on the other pass');
  });
}
