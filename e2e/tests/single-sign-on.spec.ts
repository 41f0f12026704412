import { uniqueEmail } from '@portal/test-support';
import { createUser, getAdminToken } from '../support/api.ts';
import { enrolSecondFactor, signOut } from '../support/auth.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { nextAtProvider } from '../support/identity-provider.ts';
import { mailsTo } from '../support/mail.ts';
import { screenshot } from '../support/screenshots.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 720 };

/*
 * Staff single sign-on (DESIGN §14) in the browser, through the launcher's real OpenID provider
 * ("Acme ID"): the button on the sign-in page, the provider, the way back, and what the portal makes
 * of the ID token it gets.
 */
test('a staff member signs in with the company’s identity provider, with or without its second factor', async ({
  page,
}) => {
  const token = await getAdminToken();
  const proven = uniqueEmail('sso-proven');
  await createUser(token, { name: 'Sam Signon', email: proven, role: 'admin' });

  await page.setViewportSize(WIDE);
  await page.goto('/auth');
  const button = page.getByRole('link', { name: 'Sign in with Acme ID' });
  await expect(button).toBeVisible();
  await expectNoSeriousViolations(page, { context: 'sign-in with single sign-on' });
  await screenshot(page, 'sso-1-sign-in-1280');
  await page.setViewportSize(NARROW);
  await screenshot(page, 'sso-1-sign-in-320');
  await page.setViewportSize(WIDE);

  // The provider proved a second factor (`amr` names `mfa`): signed in at once, no mail, no code.
  await nextAtProvider(page, proven, ['pwd', 'mfa']);
  const since = Date.now();
  await button.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await mailsTo(proven, since)).toEqual([]);
  await page.goto('/security');
  await expect(page.getByRole('listitem').filter({ hasText: 'This session' })).toContainText(
    'with single sign-on',
  );
  await signOut(page);

  // The provider proved none: the portal asks for its own, here enrolled at this first sign-in.
  const unproven = uniqueEmail('sso-unproven');
  await createUser(token, { name: 'Uma Unproven', email: unproven, role: 'admin' });
  await nextAtProvider(page, unproven, ['pwd']);
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  await enrolSecondFactor(page, unproven);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/security');
  await expect(page.getByRole('listitem').filter({ hasText: 'This session' })).toContainText(
    'with single sign-on',
  );
});

test('single sign-on refuses a merchant and an unverified e-mail, saying why, and signs nobody in', async ({
  page,
}) => {
  const merchant = uniqueEmail('sso-merchant');
  await createUser(await getAdminToken(), { name: 'Mia Merchant', email: merchant, role: 'merchant' });
  await page.goto('/auth');

  await nextAtProvider(page, merchant, ['pwd', 'mfa']);
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Single sign-on is for staff accounts of this portal only. Use your email address to sign in.',
  );
  // The refusal came in the address's fragment and is gone from it: a reload says nothing again.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page, { context: 'single sign-on refused' });
  await screenshot(page, 'sso-2-refused-1280');

  const staff = uniqueEmail('sso-unverified');
  await createUser(await getAdminToken(), { name: 'Ugo Unverified', email: staff, role: 'admin' });
  await nextAtProvider(page, staff, ['pwd', 'mfa'], { verified: false });
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your identity provider did not confirm your email address, so we cannot sign you in with it.',
  );
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
