import { readFile } from 'node:fs/promises';
import { getAdminToken } from '../support/api.ts';
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
  await expect(page.getByText(/The portal's records now name them as subject:[0-9a-f]{16}\./)).toBeVisible();
  await expect(
    page.getByText(/^Deleted: 1 pre-checks, [01] merchant records, 0 user accounts\./),
  ).toBeVisible();

  // Found again: nothing left.
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText(`The portal holds nothing about ${person}.`)).toBeVisible();

  await page.setViewportSize(NARROW);
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
  // The navigation slides away as the window narrows: the layout is judged once it has settled.
  await expect(async () => expectFits(page, NARROW.width)).toPass();
  await screenshot(page, 'privacy-320');
  await expectNoSeriousViolations(page, { context: '320 px' });
});
