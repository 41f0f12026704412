import type { Page } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { getAdminToken } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import { acceptMailTo, mailsTo, NO_SUCH_MAILBOX, refuseMailTo } from '../support/mail.ts';
import { createEcomPrecheck, ecomPrecheckBody } from '../support/precheck-ecom.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

const WIDE = { width: 1280, height: 720 };
test.use({ asAdmin: true, viewport: WIDE });

/** The message to `recipient`: a row of the table, or where the table does not fit, its block. */
const messageEntry = (page: Page, recipient: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: recipient });

/** The created time as the screen writes it in English, `Nov 26, 2026, 10:00:00 AM`. */
const MEDIUM_DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s[AP]M$/;

/** The cells of the row of a confirmation to `recipient`, never due again (no next try). */
const confirmationCells = (
  recipient: string,
  {
    status,
    attempts,
    lastError = '-',
    action = '',
  }: { status: string; attempts: number; lastError?: string; action?: string },
) => [
  MEDIUM_DATE_TIME,
  /^Confirmation to applicant\s*Email$/,
  recipient,
  status,
  String(attempts),
  '-',
  lastError,
  action,
];

/**
 * Opens the Outgoing screen, reloading it until the message to `recipient` shows `status`: the portal
 * sends in the background and the screen does not poll, so a person reloads too.
 */
async function openUntilStatus(page: Page, recipient: string, status: string) {
  const entry = messageEntry(page, recipient);
  await expect(async () => {
    await page.goto('/outgoing');
    await expect(page.getByRole('heading', { name: 'Outgoing', level: 1 })).toBeVisible();
    await expect(entry.getByText(status, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return entry;
}

test('the confirmation of a fresh pre-check is listed, to its applicant, as sent', async ({ page }) => {
  const email = uniqueEmail('outgoing-sent');
  const since = Date.now();
  await createPosPrecheck(await getAdminToken(), posPrecheckBody(`Outgoing ${uniqueTag()}`, email));

  const entry = await openUntilStatus(page, email, 'Sent');
  await expect(entry.getByRole('cell')).toHaveText(confirmationCells(email, { status: 'Sent', attempts: 1 }));
  expect(await mailsTo(email, since)).toHaveLength(1);
});

test('a confirmation the mail server refuses for good is failed; Send again delivers it once the server takes it', async ({
  page,
}) => {
  const email = uniqueEmail('outgoing-refused');
  await refuseMailTo(email);
  await createEcomPrecheck(await getAdminToken(), ecomPrecheckBody(`Outgoing Refused ${uniqueTag()}`, email));
  const sendAgain = page.getByRole('button', { name: `Send again: Confirmation to applicant to ${email}` });

  await test.step('a 550 is not tried again: failed at once, with the server’s reply', async () => {
    const entry = await openUntilStatus(page, email, 'Failed');
    await expect(entry.getByRole('cell')).toHaveText(
      confirmationCells(email, {
        status: 'Failed',
        attempts: 1,
        lastError: `${NO_SUCH_MAILBOX.code} ${NO_SUCH_MAILBOX.message}`,
        action: 'Send again',
      }),
    );
    await screenshot(page, 'outgoing-failed-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'failed, 1280 px' });
  });

  await test.step('at 320 px the message is a block that fits, its Send again beside it', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    const entry = messageEntry(page, email);
    await expect(entry).toContainText('Failed');
    await expect(sendAgain).toBeVisible();
    await screenshot(page, 'outgoing-failed-320');
    await expectFits(page, 320);
    await expectNoSeriousViolations(page, { soft: true, context: 'failed, 320 px' });
    await page.setViewportSize(WIDE);
  });

  await test.step('Send again, once the server takes the mail: queued, then sent', async () => {
    await acceptMailTo(email);
    const since = Date.now();
    await sendAgain.click();
    await expect(
      page.getByRole('status').filter({ hasText: `The message to ${email} is queued to be sent again.` }),
    ).toBeVisible();
    // The list was asked afresh: no longer failed, and nothing to send again.
    await expect(messageEntry(page, email)).not.toContainText('Failed');
    await expect(sendAgain).toHaveCount(0);
    await screenshot(page, 'outgoing-queued-again-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'queued again, 1280 px' });

    const entry = await openUntilStatus(page, email, 'Sent');
    await expect(entry.getByRole('cell')).toHaveText(
      confirmationCells(email, { status: 'Sent', attempts: 2 }),
    );
    expect(await mailsTo(email, since)).toHaveLength(1);
  });
});
