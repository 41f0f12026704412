import { getAdminToken } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

test.use({ asAdmin: true });

test('an admin takes a received pre-check into review and declines it with a reason; the history says so', async ({
  page,
}) => {
  const company = `Decided ${uniqueTag()} GmbH`;
  const id = await createPosPrecheck(await getAdminToken(), posPrecheckBody(company));
  await page.goto(`/precheck-pos/${id}`);
  const panel = page.getByRole('region', { name: 'Review' });
  await expect(panel.getByText('Received', { exact: true })).toBeVisible();
  await expect(panel).toContainText('Assigned to: Nobody');
  await panel.getByRole('textbox', { name: 'Add a note' }).fill('Asked the bank about the turnover');
  await panel.getByRole('button', { name: 'Save note' }).click();
  await expect(panel.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  await expect(panel.getByRole('region', { name: 'History' })).toContainText(
    'Asked the bank about the turnover',
  );

  await panel.getByRole('button', { name: 'Start review' }).click();
  const start = page.getByRole('dialog', { name: 'Start review' });
  await start.getByRole('button', { name: 'Confirm' }).click();
  await expect(start).toBeHidden();
  await expect(panel.getByText('In review', { exact: true })).toBeVisible();
  await expect(panel).toContainText('Assigned to: e2e-admin');

  await panel.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline' });
  await decline.getByRole('textbox', { name: 'Internal note' }).fill('Outside the card schemes we serve');
  await decline.getByRole('button', { name: 'Confirm' }).click();
  await expect(decline.getByText('Required')).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshot(page, 'decision-decline-dialog');
  await decline.getByLabel(/^Reason/).selectOption({ label: 'Business we do not support' });
  await decline.getByRole('button', { name: 'Confirm' }).click();
  await expect(decline).toBeHidden();

  await expect(panel.getByText('Declined', { exact: true })).toBeVisible();
  await expect(panel.getByText(/Declined on .* by e2e-admin \(Business we do not support\)/)).toBeVisible();
  const history = panel.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history.getByRole('listitem').nth(3)).toContainText('In review → Declined by e2e-admin');
  await expect(history.getByRole('listitem').nth(3)).toContainText('Outside the card schemes we serve');
  await expect(history.getByRole('listitem').last()).toContainText('Email to the applicant: Declined');
  // A decision is final for everyone but admins, who may reopen it.
  await expect(panel.getByRole('button', { name: /Reopen|Approve|Decline|Withdraw/ })).toHaveText(['Reopen']);
  await expectNoSeriousViolations(page);
  await screenshot(page, 'decision-declined');

  // Loaded narrow, as a phone would: resizing a wide page would catch the navigation mid-animation.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expectFits(page, 320);
  await screenshot(page, 'decision-declined-320');
});
