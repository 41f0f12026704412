import { createUser, getAdminToken, tokenFor } from '../support/api.ts';
import { uniqueEmail } from '@portal/test-support';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, signedInState, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import { mailsTo } from '../support/mail.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 720 };

/** The token of the one-click unsubscribe in a notice's `List-Unsubscribe` header, read unfolded. */
function unsubscribeToken(raw: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return /^List-Unsubscribe: <[^>]*[?&]token=([^&>]+)>/im.exec(head)?.[1];
}

/** Waits for the first notice mailed to `to` since `since`: its unsubscribe token. */
async function noticeTokenFor(to: string, since: number): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const notice = (await mailsTo(to, since)).find((mail) => unsubscribeToken(mail.raw));
    if (notice) return decodeURIComponent(unsubscribeToken(notice.raw)!);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no notice mailed to ${to}`);
}

test('an admin asks to be mailed each new pre-check, and the link in a notice turns that off once', async ({
  browser,
}) => {
  const email = uniqueEmail('notified-admin');
  await createUser(await getAdminToken(), { name: 'Nora Notified', email, role: 'admin' });
  const context = await browser.newContext({
    storageState: signedInState(await tokenFor(email)),
    viewport: WIDE,
  });
  const page = await context.newPage();

  await page.goto('/security');
  const choice = page.getByRole('checkbox', { name: 'Mail me each new pre-check' });
  await expect(choice).not.toBeChecked();
  // A click, not check(): the box shows the choice once the save has begun, a moment after the click.
  await choice.click();
  await expect(choice).toBeChecked();
  await expect(choice).toBeEnabled();
  await page.reload();
  await expect(choice).toBeChecked();
  await expectNoSeriousViolations(page, { context: 'security page with the notification choice' });
  await screenshot(page, 'notifications-1-security-1280');
  // Loaded at 320 px, as a phone shows it (a resize would catch the sidebar sliding away).
  await page.setViewportSize(NARROW);
  await page.reload();
  await expect(choice).toBeChecked();
  await expectFits(page, NARROW.width);
  await screenshot(page, 'notifications-1-security-320');

  // A merchant's pre-check arrives: the notice carries the one-click unsubscribe.
  const since = Date.now();
  const company = `Notified ${uniqueTag()}`;
  const merchant = uniqueEmail('notice-merchant');
  await createUser(await getAdminToken(), { email: merchant });
  await createPosPrecheck(await tokenFor(merchant), posPrecheckBody(company));
  const token = await noticeTokenFor(email, since);

  // Opening the page asks first; only the button turns the notices off.
  const unsubscribe = `/unsubscribe?token=${encodeURIComponent(token)}`;
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { name: 'Stop new pre-check emails' })).toBeVisible();
  await expectNoSeriousViolations(page, { context: 'unsubscribe page' });
  await expectFits(page, NARROW.width);
  await screenshot(page, 'notifications-2-unsubscribe-320');
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('status')).toContainText(
    'You will no longer receive an email for each new pre-check',
  );
  await expectNoSeriousViolations(page, { context: 'unsubscribed' });

  await page.goto('/security');
  await expect(page.getByRole('checkbox', { name: 'Mail me each new pre-check' })).not.toBeChecked();

  // The same link a second time does nothing and says so.
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has already been used or is not valid');
  await context.close();
});
