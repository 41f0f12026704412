import { test as base } from '@playwright/test';
import { getAdminToken } from './api.ts';
import { APP_URL } from './ports.ts';

/** Browser storage in which the SPA finds `token` under its key, i.e. a signed-in session. */
export function signedInState(token: string) {
  return { cookies: [], origins: [{ origin: APP_URL, localStorage: [{ name: 'authToken', value: token }] }] };
}

export type Options = {
  /** Start every page signed in as the ADMIN_EMAIL admin (token from the API, not the sign-in UI). */
  asAdmin: boolean;
};

export const test = base.extend<Options>({
  asAdmin: [false, { option: true }],
  storageState: async ({ asAdmin, storageState }, use) => {
    await use(asAdmin ? signedInState(await getAdminToken()) : storageState);
  },
});

export { expect } from '@playwright/test';

/**
 * Marks the tests of a file (called at its top) or of a describe block as checking what a screen shows:
 * its layout, languages, accessibility, headers. None of that depends on the database, so such tests
 * run on the embedded database's pass only, and the PostgreSQL pass (DATABASE_URL) spends its time on
 * what the database decides.
 */
export function screenOnly() {
  test.skip(Boolean(process.env.DATABASE_URL), 'what a screen shows is checked on the embedded database run');
}
