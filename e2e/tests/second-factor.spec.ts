import { createUser, getAdminToken, tokenFor } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { enterAuthenticatorCode, requestCode, signOut } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { codeMailedTo } from '../support/mail.ts';
import { screenshot } from '../support/screenshots.ts';
import { nextCode, rememberSecret } from '../support/totp.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 720 };

test('an admin sets up the second factor at the first sign-in, then signs in with it', async ({ page }) => {
  const email = uniqueEmail('totp');
  const user = await createUser(await getAdminToken(), { name: 'Tess Totp', email, role: 'admin' });
  await page.setViewportSize(WIDE);

  const since = await requestCode(page, email);
  await page.getByLabel('One-time code').fill(await codeMailedTo(email, since));
  await page.getByRole('button', { name: 'Verify' }).click();

  // Enrolment: the QR code drawn in the browser, the key as text, the app's first code.
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = await page.getByTestId('totp-secret').innerText();
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoSeriousViolations(page, { context: 'enrolment' });
  await screenshot(page, 'second-factor-1-enrol-1280');
  await page.setViewportSize(NARROW);
  await screenshot(page, 'second-factor-1-enrol-320');
  await page.setViewportSize(WIDE);

  // A wrong code is refused and said; nothing is signed in.
  await code.fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  rememberSecret(email, key);
  await code.fill(await nextCode(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const recoveryCodes = await page.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expectNoSeriousViolations(page, { context: 'recovery codes' });
  await screenshot(page, 'second-factor-2-recovery-1280');
  await page.setViewportSize(NARROW);
  await screenshot(page, 'second-factor-2-recovery-320');
  await page.setViewportSize(WIDE);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The security page says so; an admin cannot turn it off.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page.getByText('Unused recovery codes: 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off second factor' })).toHaveCount(0);

  await signOut(page);

  // Again: the e-mailed code, then the authenticator's code, and no new secret.
  const again = await requestCode(page, email);
  await page.getByLabel('One-time code').fill(await codeMailedTo(email, again));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  await expect(page.getByTestId('totp-secret')).toHaveCount(0);
  await screenshot(page, 'second-factor-4-code-1280');
  await page.setViewportSize(NARROW);
  await screenshot(page, 'second-factor-4-code-320');
  await page.setViewportSize(WIDE);
  await enterAuthenticatorCode(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The trail has both sign-ins under this admin's name, and the refused code against the account
  // (refused before anyone was signed in, so without an actor).
  await page.goto(`/audit?actor=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(2);
  await page.goto(`/audit?targetId=${user.id}&action=auth.mfa-failed`);
  const refused = page.getByRole('row').filter({ hasText: 'Second factor refused' });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('Not signed in');
});

test.describe('signed in as an admin', () => {
  test.use({ asAdmin: true });

  // Opened by address, as the axe sweep opens every screen: the link just clicked above would keep
  // its hover shade under the pointer (indigo.8 on indigo.2, 4.1:1, as every sidebar link has).
  test('the security page: the second factor on, recovery codes left, no way to turn it off', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/security');
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await expect(page.getByText('On', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off second factor' })).toHaveCount(0);
    await expect(page.getByLabel('Recovery code')).toHaveAttribute('autocomplete', 'off');
    await expectNoSeriousViolations(page, { context: 'security page' });
    await screenshot(page, 'second-factor-3-security-1280');
    await page.setViewportSize(NARROW);
    await screenshot(page, 'second-factor-3-security-320');
  });

  test("another admin resets a user's second factor from their page; they set it up again", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('reset');
    const user = await createUser(await getAdminToken(), { name: 'Rita Reset', email, role: 'admin' });
    // Rita enrols (through the API) before the reset.
    await tokenFor(email);

    await page.goto(`/edit-user/${user.id}`);
    await page.getByRole('button', { name: 'Reset second factor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the second factor?' });
    await expect(dialog).toContainText('Rita Reset is signed out everywhere');
    await expectNoSeriousViolations(page, { context: 'reset dialog' });
    await screenshot(page, 'second-factor-5-reset-dialog-1280');
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was reset' })).toHaveText(
      'The second factor of Rita Reset was reset.',
    );

    // A browser of Rita's own: nobody signed in (this test's pages start signed in as the admin).
    const rita = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    const since = await requestCode(rita, email);
    await rita.getByLabel('One-time code').fill(await codeMailedTo(email, since));
    await rita.getByRole('button', { name: 'Verify' }).click();
    await expect(rita.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
    await rita.close();
  });
});
