import { uniqueEmail } from '@portal/test-support';
import { createUser, getAdminToken } from '../support/api.ts';
import { signIn } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/screenshots.ts';
import { nextCode, rememberSecret } from '../support/totp.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 720 };

/*
 * Staff identity in the browser (DESIGN §14): one's sessions listed and ended from another browser,
 * which is signed out at once; a grave action asks for a fresh code in a dialog and then goes through.
 */
test('a merchant sees where they are signed in, ends the other browser, and confirms turning the second factor off', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('sessions');
  await createUser(await getAdminToken(), { name: 'Sol Sessions', email, role: 'merchant' });
  await page.setViewportSize(WIDE);
  await signIn(page, email, 'merchant');

  // A second browser of theirs.
  const other = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await signIn(other, email, 'merchant');

  await page.goto('/security');
  const sessions = page.getByRole('listitem').filter({ hasText: 'Signed in' });
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This session' })).toHaveCount(1);
  await expect(sessions.first()).toContainText('Chrome on Linux');
  await expectNoSeriousViolations(page, { context: 'sessions list' });
  await screenshot(page, 'sessions-1-list-1280');
  await page.setViewportSize(NARROW);
  await screenshot(page, 'sessions-1-list-320');
  await page.setViewportSize(WIDE);

  await page.getByRole('button', { name: 'Sign out Chrome on Linux' }).click();
  await expect(page.getByText('The session was signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  // The other browser's next request is refused, and it is back at the sign-in.
  await other.reload();
  await expect(other).toHaveURL(/\/auth/);
  await other.close();

  // A second factor set up in this session, then turned off: removing it asks for a fresh code first.
  await page.getByRole('button', { name: 'Set up a second factor' }).click();
  rememberSecret(email, await page.getByTestId('totp-secret').innerText());
  await page.getByLabel('Authenticator code').fill(await nextCode(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('button', { name: 'Turn off second factor' }).click();
  await page
    .getByRole('dialog', { name: 'Turn off the second factor?' })
    .getByRole('button', { name: 'Turn off' })
    .click();

  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  const code = stepUp.getByLabel('Authenticator or recovery code');
  await expect(code).toBeFocused();
  await expectNoSeriousViolations(page, { context: 'step-up dialog' });
  await screenshot(page, 'sessions-2-step-up-1280');
  await page.setViewportSize(NARROW);
  await screenshot(page, 'sessions-2-step-up-320');
  await page.setViewportSize(WIDE);
  await code.fill('000000');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp.getByText('The code is not correct')).toBeVisible();
  await code.fill(await nextCode(email));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
});
