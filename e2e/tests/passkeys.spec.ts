import type { Page, Route } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { createUser, getAdminToken } from '../support/api.ts';
import { signIn, signOut } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { mailsTo } from '../support/mail.ts';
import { screenshot } from '../support/screenshots.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 720 };

/**
 * A virtual authenticator of Chromium's (DevTools protocol) in `page`'s tab, answering every prompt
 * at once: a platform authenticator keeping discoverable passkeys whose check of the user (fingerprint,
 * PIN) passes or `fails`, or a security key that has `none`.
 */
async function virtualAuthenticator(page: Page, userCheck: 'passes' | 'fails' | 'none' = 'passes') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: userCheck === 'none' ? 'usb' : 'internal',
      hasResidentKey: true,
      hasUserVerification: userCheck !== 'none',
      isUserVerified: userCheck === 'passes',
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return {
    credentials,
    /** Takes in a passkey made elsewhere, private key and counter included. */
    keep: (credential: Awaited<ReturnType<typeof credentials>>[number]) =>
      cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
    remove: () => cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }),
  };
}

/**
 * Makes the server's options for `path` ask the browser not to verify the user, as a tampered client
 * would: the authenticator then answers without its check, and the server alone stands in the way.
 * Chromium checks the user whenever a passkey is discoverable, so the registration asks for an
 * ordinary one and a sign-in names the passkey it wants (`allow`: its id in the DevTools protocol's
 * base64).
 */
async function withoutUserVerification(page: Page, path: string, allow?: string) {
  await page.route(`**/api${path}`, async (route: Route) => {
    const options = (await (await route.fetch()).json()) as {
      userVerification?: string;
      authenticatorSelection?: { userVerification?: string; residentKey?: string };
      allowCredentials?: { id: string; type: 'public-key' }[];
    };
    if (options.authenticatorSelection)
      options.authenticatorSelection = { userVerification: 'discouraged', residentKey: 'discouraged' };
    else options.userVerification = 'discouraged';
    if (allow)
      options.allowCredentials = [
        { id: Buffer.from(allow, 'base64').toString('base64url'), type: 'public-key' },
      ];
    await route.fulfill({ json: options });
  });
}

/*
 * Passkeys in the browser (DESIGN §14), against Chromium's virtual authenticator and the real server,
 * which checks every answer against PORTAL_URL (a host name: e2e/support/ports.ts).
 */
test('a merchant adds a passkey, signs in with it alone, confirms with it that it is them, and removes it', async ({
  page,
}) => {
  const email = uniqueEmail('passkey');
  await createUser(await getAdminToken(), { name: 'Pia Passkey', email, role: 'merchant' });
  await page.setViewportSize(WIDE);
  await signIn(page, email, 'merchant');
  const authenticator = await virtualAuthenticator(page);

  // Added from a fresh sign-in (the account has no second factor to step up with), under the name
  // the device suggests or one of the person's own.
  await page.goto('/security');
  const passkeys = page.getByRole('listitem').filter({ has: page.getByText(/^Added /) });
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  const name = page.getByLabel('Name of the new passkey');
  await expect(name).toHaveValue('Chrome on Linux');
  await name.fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey Work laptop added.')).toBeVisible();
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys).toContainText('Work laptop');
  await expect(passkeys).toContainText('Not used yet');
  await expect(name).toHaveValue('Chrome on Linux');
  const [stored] = await authenticator.credentials();
  expect(stored?.isResidentCredential).toBe(true);
  expect(stored?.rpId).toBe('localhost');
  await expectNoSeriousViolations(page, { context: 'passkeys list' });
  await screenshot(page, 'passkeys-1-list-1280');
  await page.setViewportSize(NARROW);
  await screenshot(page, 'passkeys-1-list-320');
  await page.setViewportSize(WIDE);

  // Signed out, then in again with the passkey alone: no e-mail, no code.
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expectNoSeriousViolations(page, { context: 'sign-in with a passkey' });
  await screenshot(page, 'passkeys-2-sign-in-1280');
  await page.setViewportSize(NARROW);
  await screenshot(page, 'passkeys-2-sign-in-320');
  await page.setViewportSize(WIDE);
  const since = Date.now();
  const answered = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/passkey',
  );
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/merchant$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  expect(await mailsTo(email, since)).toEqual([]);
  // The browser's answer, sent again as someone who copied it off the wire would: its challenge is spent.
  const replayed = await page.request.post('/api/auth/passkey', {
    data: (await answered).postDataJSON() as unknown,
  });
  expect(replayed.status()).toBe(400);
  expect(((await replayed.json()) as { code: string }).code).toBe('passkey_refused');
  await page.goto('/security');
  await expect(passkeys).toContainText('Last used');
  await expect(page.getByRole('listitem').filter({ hasText: 'This session' })).toContainText(
    'with a passkey',
  );

  // Signed in by code again, the session has proven nothing more: removing the passkey asks for a
  // step-up, which the passkey gives (the account has no authenticator app for a code).
  await signOut(page);
  await signIn(page, email, 'merchant');
  await page.goto('/security');
  await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the passkey Work laptop?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  const usePasskey = stepUp.getByRole('button', { name: 'Use a passkey', exact: true });
  await expect(usePasskey).toBeFocused();
  await expect(stepUp.getByLabel('Authenticator or recovery code')).toHaveCount(0);
  await expectNoSeriousViolations(page, { context: 'step-up with a passkey' });
  // The dialog is the subject: a whole page's picture would show its overlay cut at the window.
  await screenshot(page, 'passkeys-3-step-up-1280', { fullPage: false });
  await page.setViewportSize(NARROW);
  await screenshot(page, 'passkeys-3-step-up-320', { fullPage: false });
  await page.setViewportSize(WIDE);
  await usePasskey.click();
  await expect(stepUp).toBeHidden();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Passkey Work laptop removed.')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // Gone from the server, a passkey still on the device signs no one in.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('This passkey could not be verified');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a passkey that does not verify its user is refused, when added and at sign-in', async ({ page }) => {
  const email = uniqueEmail('passkey-uv');
  await createUser(await getAdminToken(), { name: 'Una Unverified', email, role: 'admin' });
  await page.setViewportSize(WIDE);
  await signIn(page, email);
  await page.goto('/security');
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // The browser itself makes no passkey whose check of the user failed: nothing changed, calmly said.
  const failing = await virtualAuthenticator(page, 'fails');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Nothing was changed: the passkey prompt was closed.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await failing.remove();

  // A client that skips the check, with a key that has none, gets a passkey made: the server refuses it.
  const unchecked = await virtualAuthenticator(page, 'none');
  await withoutUserVerification(page, '/me/passkeys/options');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The passkey could not be changed: This passkey could not be verified',
  );
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.unroute('**/api/me/passkeys/options');
  await unchecked.remove();

  // A passkey added with the check, then answering a sign-in without it: refused, no one signed in.
  const checked = await virtualAuthenticator(page);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey Chrome on Linux added.')).toBeVisible();
  const [passkey] = await checked.credentials();
  await checked.remove();
  const copy = await virtualAuthenticator(page, 'none');
  await copy.keep(passkey!);
  await signOut(page);
  await withoutUserVerification(page, '/auth/passkey/options', passkey!.credentialId);
  const signInWithPasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await signInWithPasskey.click();
  await expect(page.getByRole('alert')).toContainText('This passkey could not be verified');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // The same passkey with its check passing signs in: what was refused was the missing check.
  await page.unroute('**/api/auth/passkey/options');
  await copy.remove();
  await (await virtualAuthenticator(page)).keep(passkey!);
  await signInWithPasskey.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
