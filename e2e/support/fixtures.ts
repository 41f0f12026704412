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
