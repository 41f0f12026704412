import { simpleParser } from 'mailparser';
import { createUser, getAdminToken, tokenFor } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, signedInState, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import { mailsTo } from '../support/mail.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

/** The newest mail to `to` since `since` whose text `wanted` accepts, as a mail client parses it. */
async function mailedTo(to: string, since: number, wanted: (text: string) => boolean) {
  for (let i = 0; i < 200; i++) {
    for (const mail of (await mailsTo(to, since)).reverse()) {
      const parsed = await simpleParser(mail.raw);
      if (wanted(parsed.text ?? '')) return parsed;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such mail to ${to}`);
}

const UPDATE_LINK = /https?:\/\/\S+?(\/p\/update\/[\w-]+)/;

test("a reviewer takes a merchant's pre-check from the queue and asks; the applicant answers through the mailed link; the reviewer sees version 2 marked and approves; a second reviewer confirms (four-eyes); the merchant's overview says Approved", async ({
  browser,
}) => {
  const tag = uniqueTag();
  const contact = `asked-${tag}@example.com`.toLowerCase();
  const company = `Asked ${tag} GmbH`;
  const admin = await getAdminToken();
  // A reviewer (DESIGN §12) of the team, second factor enrolled, and the merchant who submits.
  const reviewerEmail = `reviewer-${tag}@example.com`.toLowerCase();
  await createUser(admin, { name: `Rita ${tag}`, email: reviewerEmail, role: 'reviewer' });
  await createUser(admin, { name: `Mia ${tag}`, email: contact, role: 'merchant' });
  const merchantToken = await tokenFor(contact);
  await createPosPrecheck(merchantToken, posPrecheckBody(company, contact));
  const team = await browser.newContext({ storageState: signedInState(await tokenFor(reviewerEmail)) });
  const page = await team.newPage();

  // The queue: received and nobody's, the pre-check there to be taken.
  await page.goto('/precheck-pos?status=submitted&assignee=none');
  const queued = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: company });
  await queued
    .getByRole('link', { name: 'View' })
    .or(queued.getByRole('button', { name: 'View' }))
    .click();
  const panel = page.getByRole('region', { name: 'Review' });
  await panel.getByRole('button', { name: 'Take' }).click();
  await expect(panel.getByRole('button', { name: 'Take' })).toBeHidden();
  // A reviewer neither deletes nor sees the admin's navigation.
  await expect(page.getByRole('button', { name: 'Delete' })).toBeHidden();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Users' })).toBeHidden();
  await panel.getByRole('button', { name: 'Start review' }).click();
  await page.getByRole('dialog', { name: 'Start review' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByText('In review', { exact: true })).toBeVisible();

  const since = Date.now();
  await panel.getByRole('button', { name: 'Ask the applicant' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask the applicant' });
  await ask
    .getByRole('textbox', { name: /Message to the applicant/ })
    .fill('What is your yearly card turnover?');
  await ask.getByRole('checkbox', { name: 'Further Information' }).check();
  await expectNoSeriousViolations(page);
  await screenshot(page, 'ask-applicant-dialog');
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await expect(ask).toBeHidden();
  await expect(panel.getByText('Waiting for the applicant', { exact: true })).toBeVisible();

  const request = await mailedTo(contact, since, (text) => UPDATE_LINK.test(text));
  expect(request.text).toContain('What is your yearly card turnover?');
  const link = UPDATE_LINK.exec(request.text ?? '')![1]!;

  // The applicant, in a browser of their own, signed in nowhere.
  const applicant = await browser.newContext();
  const form = await applicant.newPage();
  await form.goto(link);
  await expect(form.getByRole('heading', { name: 'Update your pre-check' })).toBeVisible();
  await expect(form.getByText('What is your yearly card turnover?')).toBeVisible();
  await expect(form.getByText('Our team asks you to look at this section again.')).toBeVisible();
  await expectNoSeriousViolations(form);
  await screenshot(form, 'update-precheck');
  const turnover = form.getByRole('textbox', { name: /^Monthly card turnover|^Turnover/ });
  await turnover.fill('7500');
  await form.getByRole('button', { name: 'Continue' }).click();
  await form
    .getByRole('region', { name: 'Check your answers' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(form.getByText(/were sent \(version 2\)/)).toBeVisible();
  await form.setViewportSize({ width: 320, height: 800 });
  await form.reload();
  // Spent: the link now says it is closed, in the applicant's language.
  await expect(form.getByRole('alert')).toContainText('This link is closed');
  await expectFits(form, 320);
  await screenshot(form, 'update-precheck-closed-320');
  await applicant.close();

  await page.reload();
  await expect(panel.getByText('In review', { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'History' })).toContainText(
    'The applicant updated the answers (version 2)',
  );
  await expect(panel.getByRole('region', { name: 'Versions' })).toContainText(
    'Changed: Monthly card turnover (€)',
  );
  // The changed answer is marked where it stands in the record, and nothing else is.
  await expect(page.getByRole('rowheader', { name: /^Monthly card turnover/ })).toContainText('Changed');
  await expect(page.getByRole('rowheader', { name: /^Company Name/ })).not.toContainText('Changed');
  await expectNoSeriousViolations(page);
  await screenshot(page, 'review-version-2');
  const approvalSince = Date.now();
  await panel.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Confirm' }).click();
  // Four-eyes (the e2e server runs with REVIEW_FOUR_EYES=on): a proposal its author cannot confirm.
  await expect(panel.getByText('Approval pending', { exact: true })).toBeVisible();
  await expect(panel).toContainText('You proposed this approval: a second person must confirm it.');
  await expect(panel.getByRole('button', { name: 'Confirm approval' })).toBeHidden();
  await team.close();

  // A second reviewer confirms it.
  const secondEmail = `second-${tag}@example.com`.toLowerCase();
  await createUser(admin, { name: `Sam ${tag}`, email: secondEmail, role: 'reviewer' });
  const second = await browser.newContext({ storageState: signedInState(await tokenFor(secondEmail)) });
  const confirming = await second.newPage();
  await confirming.goto('/precheck-pos?status=approval_pending');
  const pending = confirming
    .getByRole('row')
    .or(confirming.getByRole('listitem'))
    .filter({ hasText: company });
  await pending
    .getByRole('link', { name: 'View' })
    .or(pending.getByRole('button', { name: 'View' }))
    .click();
  const secondPanel = confirming.getByRole('region', { name: 'Review' });
  await expect(secondPanel).toContainText(`Approval proposed by Rita ${tag}: a second person confirms it.`);
  await secondPanel.getByRole('button', { name: 'Confirm approval' }).click();
  const confirm = confirming.getByRole('dialog', { name: 'Confirm approval' });
  await expectNoSeriousViolations(confirming);
  await screenshot(confirming, 'four-eyes-confirm-dialog');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(secondPanel.getByText('Approved', { exact: true })).toBeVisible();
  await expect(secondPanel.getByText(new RegExp(`Approved on .* by Sam ${tag}`))).toBeVisible();
  const approval = await mailedTo(contact, approvalSince, (text) => text.includes('approved'));
  expect(approval.subject).toMatch(/is approved$/);
  await second.close();

  // The merchant, signed in, finds the decision on their overview.
  const merchant = await browser.newContext({ storageState: signedInState(merchantToken) });
  const overview = await merchant.newPage();
  await overview.goto('/merchant');
  await expect(
    overview.getByRole('row').or(overview.getByRole('listitem')).filter({ hasText: company }),
  ).toContainText('Approved');
  await merchant.close();
});
