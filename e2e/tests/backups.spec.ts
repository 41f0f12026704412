import { expectNoSeriousViolations } from '../support/axe.ts';
import { BOTH_DATABASES, expect, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import { screenshot } from '../support/screenshots.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 720 };
test.use({ asAdmin: true, viewport: WIDE });

test(
  'an admin writes a snapshot of the embedded database now and sees it listed with its age',
  { tag: BOTH_DATABASES },
  async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Backups' }).click();
    await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
    if (process.env.DATABASE_URL) {
      await expect(
        page.getByText(/^This portal runs on PostgreSQL, whose backups are made with pg_dump/),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back up now' })).toHaveCount(0);
      await expectNoSeriousViolations(page, { context: 'PostgreSQL' });
      return;
    }
    await expect(page.getByText(/^Snapshots of the embedded database, written every 6 hours/)).toBeVisible();
    const rows = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: /^portal-/ });
    const before = await rows.count();

    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect(
      page.getByText('A snapshot is being written. It appears in the list when it is complete.'),
    ).toBeVisible();
    await expect(rows).toHaveCount(before + 1, { timeout: 60_000 });
    const newest = page.getByRole('row').nth(1);
    await expect(newest).toContainText('now');
    await expect(newest).toContainText(/\d(\.\d)? MB/);
    await screenshot(page, 'backups-1280');
    await expectNoSeriousViolations(page, { context: 'list, 1280 px' });

    await page.setViewportSize(NARROW);
    // The phone layout is in place: the menu button, and the snapshots as blocks instead of a table.
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: /^portal-/ })
        .first(),
    ).toBeVisible();
    await expectFits(page, NARROW.width);
    await screenshot(page, 'backups-320');
    await expectNoSeriousViolations(page, { context: 'list, 320 px' });

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Sicherungen', level: 1 })).toBeVisible();
    await expect(
      page.getByText(/^Abzüge der eingebetteten Datenbank, alle 6 Stunden geschrieben/),
    ).toBeVisible();
    await page.setViewportSize(WIDE);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Abzug',
      'Art',
      'Geschrieben',
      'Alter',
      'Größe',
      'Zeilen',
      'Schemaversion',
    ]);
    await screenshot(page, 'backups-german-1280');
  },
);
