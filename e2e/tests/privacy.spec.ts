import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiRequest, getAdminToken } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { screenshot } from '../support/screenshots.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 720 };
test.use({ asAdmin: true, viewport: WIDE });

/** Each language's words for the find step: the heading, the field, the button and the holdings' title. */
const FIND = {
  en: { title: 'Privacy', field: 'Email address', button: 'Find', holds: 'What the portal holds about' },
  es: {
    title: 'Privacidad',
    field: 'Dirección de correo electrónico',
    button: 'Buscar',
    holds: 'Lo que el portal guarda sobre',
  },
  de: { title: 'Datenschutz', field: 'E-Mail-Adresse', button: 'Suchen', holds: 'Was das Portal über' },
  it: {
    title: 'Privacy',
    field: 'Indirizzo e-mail',
    button: 'Cerchi',
    holds: 'Che cosa il portale conserva su',
  },
} as const;

/** The search found nothing: the screen says so, and so does its live region. */
async function expectNothingHeld(page: Page, person: string) {
  const nothing = `The portal holds nothing about ${person}.`;
  const found = page.getByRole('region', { name: 'Find a person' });
  await expect(found.getByRole('paragraph').filter({ hasText: nothing })).toBeVisible();
  await expect(found.getByRole('status')).toHaveText(nothing);
}

test('an admin finds a person, exports what is held and erases them, in four languages, at 320 px too', async ({
  page,
}) => {
  const tag = uniqueTag();
  const person = `privacy-${tag}@example.com`.toLowerCase();
  const company = `Vergessen ${tag} GmbH`;
  const admin = await getAdminToken();
  await createPosPrecheck(admin, posPrecheckBody(company, person));

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Privacy' }).click();
  for (const language of ['es', 'de', 'it', 'en'] as const) {
    const words = FIND[language];
    await page.getByRole('combobox', { name: /^(Language|Idioma|Sprache|Lingua)$/ }).selectOption(language);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await page.getByLabel(words.field).fill(person);
    await page.getByRole('button', { name: words.button, exact: true }).click();
    await expect(page.getByRole('heading', { name: `${words.holds} ${person}` })).toBeVisible();
    await expectNoSeriousViolations(page, { context: `found, ${language}` });
  }
  const found = page.getByRole('table', { name: 'Pre-checks' });
  await expect(found.getByRole('row')).toHaveCount(2);
  const reference = (await found.getByRole('link').first().textContent())!.trim();
  expect(reference).toMatch(/^P-/);
  await screenshot(page, 'privacy-found-1280');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('subject-export.json');
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    email: string;
    prechecks: { record: { reference: string; company: string } }[];
  };
  expect(exported.email).toBe(person);
  expect(exported.prechecks.map((p) => p.record.reference)).toEqual([reference]);
  expect(exported.prechecks[0]!.record.company).toBe(company);

  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${person}?` });
  await expect(dialog).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
  await dialog.getByLabel('Reason').fill(`Art. 17 request ${tag}`);
  await expect(erase).toBeDisabled();
  await dialog.getByLabel('Type the email address to confirm').fill(person.toUpperCase());
  await expect(erase).toBeEnabled();
  await expectNoSeriousViolations(page, { context: 'erase dialog' });
  await screenshot(page, 'privacy-erase-dialog', { fullPage: false });
  await erase.click();
  await expect(page.getByRole('heading', { name: 'Erasure complete' })).toBeFocused();
  await expect(page.getByText(/The portal's records now name them as subject:[0-9a-f]{16}\./)).toBeVisible();
  await expect(page.getByText('Pre-checks deleted: 1', { exact: true })).toBeVisible();
  await expect(page.getByText('User accounts deleted: 0', { exact: true })).toBeVisible();
  await expect(page.getByText(/kept because they are under a legal hold/)).toHaveCount(0);

  // Found again: nothing left, said on screen and to a screen reader.
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expectNothingHeld(page, person);

  await page.setViewportSize(NARROW);
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
  // The navigation slides away as the window narrows: the layout is judged once it has settled.
  await expect(async () => expectFits(page, NARROW.width)).toPass();
  await screenshot(page, 'privacy-320');
  await expectNoSeriousViolations(page, { context: '320 px' });
});

test('a pre-check under a legal hold outlives the erasure until its hold is released, at 320 px', async ({
  page,
}) => {
  const tag = uniqueTag();
  const person = `held-${tag}@example.com`.toLowerCase();
  const admin = await getAdminToken();
  await createPosPrecheck(admin, posPrecheckBody(`Erasable ${tag} GmbH`, person));
  const heldId = await createPosPrecheck(admin, posPrecheckBody(`Held ${tag} GmbH`, person));
  const reason = `Court order ${tag}`;
  const hold = await apiRequest('PUT', `/precheck-pos/${heldId}/legal-hold`, {
    token: admin,
    body: { reason },
  });
  expect(hold.status).toBe(200);

  await page.setViewportSize(NARROW);
  await page.goto('/privacy');
  const holds = page.getByRole('region', { name: 'Legal holds' });
  // The hold is listed with its reason; on a phone the table's rows are blocks, each naming its pre-check.
  const heldEntry = holds.getByRole('listitem').filter({ hasText: reason });
  await expect(heldEntry).toHaveCount(1);
  const heldReference = (await heldEntry.getByRole('link').textContent())!.trim();

  await page.getByLabel('Email address').fill(person);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const found = page.getByRole('region', { name: 'Find a person' });
  await expect(found.getByRole('heading', { name: `What the portal holds about ${person}` })).toBeVisible();
  const heldFound = found.getByRole('listitem').filter({ hasText: heldReference });
  await expect(heldFound).toContainText('Legal hold: Held');
  await expect(found.getByRole('listitem').filter({ hasText: 'Legal hold: No' })).toHaveCount(1);
  await expect(async () => expectFits(page, NARROW.width)).toPass();
  await screenshot(page, 'privacy-held-320');
  await expectNoSeriousViolations(page, { context: 'held, 320 px' });

  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${person}?` });
  await dialog.getByLabel('Reason').fill(`Art. 17 request ${tag}`);
  await dialog.getByLabel('Type the email address to confirm').fill(person);
  await expect(async () => expectFits(page, NARROW.width)).toPass();
  await screenshot(page, 'privacy-erase-dialog-320', { fullPage: false });
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText('Pre-checks deleted: 1', { exact: true })).toBeVisible();
  const kept = page.getByText('These pre-checks were kept because they are under a legal hold:');
  await expect(kept.getByRole('link', { name: heldReference })).toHaveAttribute(
    'href',
    `/precheck-pos/${heldId}`,
  );
  await expect(async () => expectFits(page, NARROW.width)).toPass();
  await screenshot(page, 'privacy-erased-held-320');

  // Released through the screen: the hold leaves the list, and a second erasure reaches the pre-check.
  await heldEntry.getByRole('button', { name: `Release the legal hold on ${heldReference}` }).click();
  const release = page.getByRole('dialog', { name: `Release the legal hold on ${heldReference}?` });
  await release.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(holds.getByText(`The legal hold on ${heldReference} was released.`)).toBeVisible();
  await expect(heldEntry).toHaveCount(0);
  await expect(holds.getByRole('heading', { name: 'Legal holds' })).toBeFocused();

  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(heldFound).toContainText('Legal hold: No');
  await page.getByRole('button', { name: 'Erase this person' }).click();
  await dialog.getByLabel('Reason').fill(`Art. 17 request ${tag}, after the hold`);
  await dialog.getByLabel('Type the email address to confirm').fill(person);
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText('Pre-checks deleted: 1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expectNothingHeld(page, person);
});
