import type { Page } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { apiRequest, getAdminToken } from '../support/api.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { listFaults } from '../support/layout.ts';
import { navigateInApp } from '../support/navigation.ts';
import { refuseMailTo } from '../support/mail.ts';
import { createEcomPrecheck, ecomPrecheckBody } from '../support/precheck-ecom.ts';
import { createPosPrecheck, posPrecheckBody, uniqueTag } from '../support/precheck-pos.ts';
import { ADMIN_EMAIL, APP_URL } from '../support/ports.ts';
import { nextCode } from '../support/totp.ts';

screenOnly();

test.use({ asAdmin: true, viewport: { width: 1440, height: 900 } });

const WIDTHS = [1024, 1280, 1440, 1920] as const;
const LANGUAGES = ['en', 'es', 'de', 'it'] as const;

/** The staff lists, each to be opened with rows in it; the delivery log's path is known once seeded. */
type Lists = Record<string, string>;

/** Nobody signed in: a sign-in with a wrong code, which the audit log lists as "Not signed in". */
async function failSignIn() {
  const email = uniqueEmail('lists-fit-stranger');
  await apiRequest('POST', '/auth/login', { body: { email } });
  const refused = await apiRequest('POST', '/auth/verify', { body: { email, otp: '000000' } });
  expect(refused.status).toBeGreaterThanOrEqual(400);
}

/** Disables the endpoint as its screen does: a change of the version read (If-Match its ETag). */
async function disableEndpoint(token: string, id: string, endpoint: object) {
  const authorization = `Bearer ${token}`;
  const read = await fetch(`${APP_URL}/api/webhooks/${id}`, { headers: { authorization } });
  const changed = await fetch(`${APP_URL}/api/webhooks/${id}`, {
    method: 'PUT',
    headers: {
      authorization,
      'content-type': 'application/json',
      'if-match': read.headers.get('etag') ?? '',
    },
    body: JSON.stringify({ ...endpoint, enabled: false }),
  });
  expect(changed.status, await changed.text()).toBe(200);
}

/**
 * A row of every kind each list draws: a pre-check of each kind (and so a merchant), a confirmation the
 * mail server refuses (Outgoing's Send again), a key, and an endpoint whose delivery was skipped when it
 * was disabled (the delivery log's Resend). The failed sign-in last, so it is on the audit log's first page.
 */
async function seed(): Promise<Lists> {
  const token = await getAdminToken();
  const tag = uniqueTag();
  // Port 9 (discard) listens nowhere here: the pre-check's event fails, waits to try again, and is
  // skipped once the endpoint is disabled. A test event would still go to a disabled endpoint.
  const endpoint = {
    url: `http://127.0.0.1:9/hooks/lists-fit-${tag}`,
    events: ['precheck_pos.created'],
    description: 'Lists that fit',
  };
  const created = await apiRequest<{ id: string }>('POST', '/webhooks', { token, body: endpoint });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = created.body;
  // A long address with nowhere to break, as real ones are: it must not push the list out of its panel.
  const refused = `maria.magdalena.schneider.${tag}@baeckereigrosshandelschneider.example.com`;
  await refuseMailTo(refused);
  await createPosPrecheck(token, {
    ...posPrecheckBody(`Schneider Bäckerei Großhandel ${tag} GmbH & Co. KG`, refused),
    contactPerson: 'Maria Magdalena Schneider-Hohenberger',
    additionalServices: ['payPerLink', 'dcc', 'cashPooling', 'documentArchiving'],
  });
  await createEcomPrecheck(token, ecomPrecheckBody(`Commerce Lists ${tag}`));
  const key = await apiRequest('POST', '/api-keys', {
    token,
    body: {
      name: `Lists ${tag}`,
      scopes: ['prechecks:read', 'prechecks:write', 'merchants:read'],
      expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      code: await nextCode(ADMIN_EMAIL),
    },
  });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  const deliveries = async () =>
    (
      await apiRequest<{ items: { status: string }[] }>('GET', `/webhooks/${id}/deliveries`, { token })
    ).body.items.map((delivery) => delivery.status);
  await expect(async () => expect(await deliveries()).toEqual(['retrying'])).toPass({ timeout: 20_000 });
  await disableEndpoint(token, id, endpoint);
  await expect(async () => expect(await deliveries()).toEqual(['skipped'])).toPass({ timeout: 20_000 });
  await expect(async () => {
    const outbox = await apiRequest<{ items: { recipient: string }[] }>('GET', '/outbox?status=failed', {
      token,
    });
    expect(outbox.body.items.map((message) => message.recipient)).toContain(refused);
  }).toPass({ timeout: 30_000 });
  await failSignIn();
  return {
    'POS pre-checks': '/precheck-pos',
    'eCommerce pre-checks': '/precheck',
    merchants: '/merchants',
    users: '/users',
    'audit log': '/audit',
    outgoing: '/outgoing',
    'API keys': '/api-keys',
    webhooks: '/webhooks',
    'delivery log': `/webhooks/${id}`,
  };
}

/** The list's rows, as a table's or as blocks. */
const rows = (page: Page) => page.locator('main tbody tr, main ul[aria-label] > li');

/**
 * Each audit row's cells say their first words alike (the font and colour of the text they start
 * with): a cell drawn unlike the rest, such as "Not signed in" was, reads as a different kind of value.
 */
async function auditCellStyles(page: Page): Promise<string[]> {
  return page.locator('main tbody tr').evaluateAll((trs) =>
    trs.flatMap((tr) => {
      const looks = new Set<string>();
      for (const cell of tr.querySelectorAll('td')) {
        const first = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode();
        if (!first?.parentElement || first.parentElement.closest('a')) continue;
        const style = getComputedStyle(first.parentElement);
        looks.add(`${style.fontSize} ${style.color}`);
      }
      return looks.size > 1 ? [`"${tr.textContent?.slice(0, 60)}": ${[...looks].join(' / ')}`] : [];
    }),
  );
}

test('every staff list fits its columns at 1024 to 1920 px, in every language: no button or word broken, nothing out of its cell', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const lists = await seed();
  const faults: string[] = [];
  try {
    for (const language of LANGUAGES) {
      await page.goto('/precheck-pos');
      await page.getByRole('banner').getByRole('combobox').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const [name, url] of Object.entries(lists)) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await navigateInApp(page, url);
        await expect(rows(page).first()).toBeVisible();
        // Every list but the audit log has a row with a button (View, Send again, Resend…): measured too.
        if (name !== 'audit log')
          await expect(
            rows(page).locator('.mantine-Button-root').first(),
            `${name}, ${language}`,
          ).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          // The list re-decides between table and blocks once its box has reported its new room (a
          // ResizeObserver's callback, a render): on a loaded machine that can take more than a frame,
          // so the list is read until it has settled, and what it settled on is what counts.
          let found: string[] = [];
          await expect(async () => {
            await expect(rows(page).first()).toBeVisible();
            found = await listFaults(page);
            // Blocks fit anywhere: the widest screen must show the table, or the test proves nothing of
            // it. (Below, a long address can make it blocks: 1440 px in German, beside the sidebar.)
            if (width === 1920 && (await page.locator('main table').count()) === 0)
              found.push('blocks, not a table');
            if (name === 'audit log') found.push(...(await auditCellStyles(page)));
            expect(found).toEqual([]);
          })
            .toPass({ timeout: 5_000 })
            .catch(() => undefined);
          faults.push(...found.map((fault) => `${name}, ${language}, ${width} px: ${fault}`));
        }
      }
    }
  } finally {
    // The admin's language is kept on the server: the other tests read English.
    await page.goto('/precheck-pos');
    await page.getByRole('banner').getByRole('combobox').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  expect(faults).toEqual([]);
});
