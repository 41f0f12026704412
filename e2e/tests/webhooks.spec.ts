import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { uniqueEmail } from '@portal/test-support';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { apiRequest, getAdminToken } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { expectFits } from '../support/layout.ts';
import { screenshot } from '../support/screenshots.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 720 };
test.use({ asAdmin: true, viewport: WIDE, permissions: ['clipboard-read', 'clipboard-write'] });

/** What the receiver answers every delivery: a body the delivery log shows the start of. */
const ANSWER = '{"received":true}';

type Received = { path: string; headers: IncomingHttpHeaders; body: { type: string; data: unknown } };

/**
 * A receiver on this machine, as a CRM's would be elsewhere: the launcher lets deliveries reach
 * 127.0.0.1 (WEBHOOK_ALLOW_NETWORKS with WEBHOOK_ALLOW_LOOPBACK), which they may not otherwise.
 */
let receiver: Server;
const received: Received[] = [];
let receiverUrl = '';

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(ANSWER);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** A path of the receiver's own for each test, so a run's deliveries are told apart. */
const uniquePath = (label: string) => `/hooks/${uniqueEmail(label).split('@')[0]}`;

/** The endpoint at `url`: a row of the table, or where the table does not fit, its block. */
const entry = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

test('an admin adds an endpoint, copies its secret from its one showing, sends a test event and sees it delivered', async ({
  page,
}) => {
  // A long journey, with axe on every state of it, on a machine the whole suite shares.
  test.slow();
  const url = `${receiverUrl}${uniquePath('endpoint')}`;
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  await test.step('the form: URL, events by their names, description', async () => {
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('textbox', { name: 'URL' })).toBeFocused();
    await page.getByRole('textbox', { name: 'URL' }).fill(url);
    await page.getByRole('checkbox', { name: 'POS pre-check submitted' }).check();
    await page.getByRole('checkbox', { name: 'Merchant changed' }).check();
    await page.getByRole('textbox', { name: 'Description' }).fill('The CRM of the e2e run');
    await screenshot(page, 'webhooks-1-form-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'form, 1280 px' });
    await page.setViewportSize(NARROW);
    await screenshot(page, 'webhooks-1-form-320');
    await expectFits(page, 320);
    await page.setViewportSize(WIDE);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
  });

  const secret = page.getByTestId('new-webhook-secret');
  await test.step('the signing secret, once, with a Copy button', async () => {
    await expect(page.getByRole('heading', { name: 'Endpoint added: its signing secret' })).toBeFocused();
    await expect(page.getByText('it will not be shown again')).toBeVisible();
    // Standard Webhooks' form: the prefix, then base64 of 32 random bytes.
    await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const shown = await secret.innerText();
    await page.getByRole('button', { name: 'Copy secret' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    const row = entry(page, url);
    await expect(row).toContainText('The CRM of the e2e run');
    await expect(row).toContainText('POS pre-check submitted');
    await expect(row).toContainText('Merchant changed');
    await expect(row).toContainText('Enabled');
    await screenshot(page, 'webhooks-2-created-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'created, 1280 px' });
    await page.setViewportSize(NARROW);
    await expect(secret).toBeVisible();
    await screenshot(page, 'webhooks-2-created-320');
    await expectFits(page, 320);
    await page.setViewportSize(WIDE);
  });

  await test.step('Done forgets it, and a reload does not bring it back', async () => {
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toHaveCount(0);
    await page.reload();
    await expect(entry(page, url)).toBeVisible();
    await expect(secret).toHaveCount(0);
    await screenshot(page, 'webhooks-3-list-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'list, 1280 px' });
    await page.setViewportSize(NARROW);
    await expect(page.getByRole('link', { name: `Open the endpoint ${url}` })).toBeVisible();
    await screenshot(page, 'webhooks-3-list-320');
    await expectFits(page, 320);
    await expectNoSeriousViolations(page, { soft: true, context: 'list, 320 px' });
    await page.setViewportSize(WIDE);
  });

  await test.step('Send test event: the receiver gets it, signed, and the delivery log shows it sent', async () => {
    await page.getByRole('link', { name: `Open the endpoint ${url}` }).click();
    await expect(page.getByRole('heading', { name: 'Webhook endpoint', level: 1 })).toBeVisible();
    await expect(page.getByTestId('webhook-url')).toHaveText(url);
    await expect(page.getByText('Nothing has been sent to this endpoint yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A test event is queued for this endpoint' }),
    ).toBeVisible();

    // The log follows the delivery on its way until it has gone, without a reload.
    const delivery = entry(page, 'Test event');
    await expect(delivery).toContainText('Sent', { timeout: 20_000 });
    await expect(delivery).toContainText('200');
    await expect(delivery).toContainText(/\d ms/);
    await delivery.getByText('Answer (first KiB)').click();
    await expect(delivery.getByTestId('delivery-answer')).toHaveText(ANSWER);

    const path = new URL(url).pathname;
    const got = received.filter((request) => request.path === path);
    expect(got).toHaveLength(1);
    const [test] = got;
    expect(test?.body.type).toBe('test');
    expect(test?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // The log names the delivery by the `webhook-id` the receiver got.
    await expect(delivery).toContainText(String(test?.headers['webhook-id']));

    await screenshot(page, 'webhooks-4-endpoint-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'endpoint, 1280 px' });
    await page.setViewportSize(NARROW);
    await screenshot(page, 'webhooks-4-endpoint-320');
    await expectFits(page, 320);
    await expectNoSeriousViolations(page, { soft: true, context: 'endpoint, 320 px' });
    await page.setViewportSize(WIDE);
  });

  await test.step('Rotate secret asks, shows the new one once, and says the old one still signs', async () => {
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await expect(dialog).toContainText('for 24 hours');
    await expectNoSeriousViolations(page, { soft: true, context: 'rotate dialog, 1280 px' });
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(page.getByRole('heading', { name: 'The new signing secret' })).toBeFocused();
    await expect(secret).toHaveText(/^whsec_/);
    await expect(
      page.getByText(/The previous secret keeps signing deliveries beside the new one for 24 hours/),
    ).toBeVisible();
    await screenshot(page, 'webhooks-5-rotated-1280');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toHaveCount(0);
  });

  await test.step('a save names the version it read; a refused URL is said at its field', async () => {
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('The CRM of the e2e run, now with merchants');
    await page.getByRole('checkbox', { name: 'Merchant created' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The endpoint is saved.' })).toBeVisible();

    const field = page.getByRole('textbox', { name: 'URL' });
    await field.fill('http://10.0.0.1/hooks');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/private, loopback or link-local/);
    await expect(field).toHaveValue('http://10.0.0.1/hooks');
    await screenshot(page, 'webhooks-6-refused-1280');
    await expectNoSeriousViolations(page, { soft: true, context: 'refused save, 1280 px' });
  });

  await test.step('Delete asks, then the list says it is gone', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this webhook endpoint?' });
    await expect(dialog).toContainText(`Nothing more is sent to ${url}`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The endpoint ${url} is deleted.` }),
    ).toBeVisible();
    await expect(entry(page, url)).toHaveCount(0);
  });
});

/** What the screens say in each language: the heading, the navigation's link, a button and a column. */
const LANGUAGES = [
  {
    code: 'es',
    menu: 'Idioma',
    title: 'Webhooks',
    add: 'Añadir punto de conexión',
    detail: 'Punto de conexión de webhook',
    log: 'Registro de entregas',
    test: 'Enviar evento de prueba',
  },
  {
    code: 'de',
    menu: 'Sprache',
    title: 'Webhooks',
    add: 'Endpunkt hinzufügen',
    detail: 'Webhook-Endpunkt',
    log: 'Zustellprotokoll',
    test: 'Testereignis senden',
  },
  {
    code: 'it',
    menu: 'Lingua',
    title: 'Webhook',
    add: 'Aggiunga un endpoint',
    detail: 'Endpoint webhook',
    log: 'Registro delle consegne',
    test: 'Invii un evento di prova',
  },
] as const;

test.describe('in other languages', () => {
  screenOnly();

  test('the Webhooks screens in Spanish, German and Italian', async ({ page }) => {
    test.slow();
    const token = await getAdminToken();
    const url = `${receiverUrl}${uniquePath('languages')}`;
    const created = await apiRequest<{ id: string }>('POST', '/webhooks', {
      token,
      body: { url, events: ['merchant.created', 'precheck.deleted'], description: 'Four languages' },
    });
    expect(created.status).toBe(201);
    const sent = await apiRequest('POST', `/webhooks/${created.body.id}/test`, { token });
    expect(sent.status).toBe(202);

    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    let menu = 'Language';
    try {
      for (const language of LANGUAGES) {
        await page.goto('/webhooks');
        await page.getByRole('combobox', { name: menu }).selectOption(language.code);
        menu = language.menu;
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await expect(page.getByRole('heading', { name: language.title, level: 1 })).toBeVisible();
        await expect(
          page.getByRole('navigation').getByRole('link', { name: language.title, exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: language.add })).toBeVisible();
        await expect(entry(page, url)).toBeVisible();
        await screenshot(page, `webhooks-list-${language.code}`);
        await expectNoSeriousViolations(page, { soft: true, context: `list, ${language.code}` });

        await page.goto(`/webhooks/${created.body.id}`);
        await expect(page.getByRole('heading', { name: language.detail, level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: language.log })).toBeVisible();
        await expect(page.getByRole('button', { name: language.test })).toBeVisible();
        // The delivered test event, its status in this language.
        await expect(
          page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: '200' }),
        ).toHaveCount(1, {
          timeout: 20_000,
        });
        await screenshot(page, `webhooks-endpoint-${language.code}`);
        await expectNoSeriousViolations(page, { soft: true, context: `endpoint, ${language.code}` });
        await page.setViewportSize(NARROW);
        await expect(page.getByRole('heading', { name: language.log })).toBeVisible();
        await screenshot(page, `webhooks-endpoint-${language.code}-320`);
        await expectFits(page, 320);
        await page.setViewportSize(WIDE);
      }
    } finally {
      // The admin's language is remembered on the server: the other tests read English.
      await page.goto('/webhooks');
      await page.getByRole('combobox', { name: menu }).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await apiRequest('DELETE', `/webhooks/${created.body.id}`, { token });
    }
  });
});
