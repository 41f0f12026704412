import type { BrowserContext, Request } from '@playwright/test';
import { uniqueEmail } from '@portal/test-support';
import { apiRequest, createUser, getAdminToken, tokenFor } from '../support/api.ts';
import { BOTH_DATABASES, expect, signedInState, test } from '../support/fixtures.ts';
import { minimalPosEntry, seedPosDraft, uniqueTag } from '../support/precheck-pos.ts';
import { openReview, reviewSubmitButton, successMessage } from '../support/forms.ts';
import { screenshot } from '../support/screenshots.ts';

/**
 * The web app never stores a submission twice (DESIGN §10): every try of one filled form carries the
 * form's Idempotency-Key, a try lost on the way is sent again with it, and a double click sends once.
 */
const isPosPost = (url: URL, method: string) => method === 'POST' && url.pathname === '/api/precheck-pos';

/** How many POS pre-checks the back office holds under `company`, as an admin's search finds them. */
async function storedUnder(company: string): Promise<number> {
  const { status, body } = await apiRequest<{ total: number }>(
    'GET',
    `/precheck-pos?q=${encodeURIComponent(company)}`,
    { token: await getAdminToken() },
  );
  expect(status).toBe(200);
  return body.total;
}

/** A merchant's browser whose POS form starts from a saved draft of a pre-check for `company`. */
async function merchantWithDraft(browser: { newContext: (options: object) => Promise<BrowserContext> }) {
  const email = uniqueEmail('retry');
  const merchant = await createUser(await getAdminToken(), { name: 'Rita Retry', email });
  const context = await browser.newContext({ storageState: signedInState(await tokenFor(email)) });
  const company = `E2E Retry ${uniqueTag()}`;
  await seedPosDraft(context, minimalPosEntry(company, email), { userId: merchant.id });
  const page = await context.newPage();
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isPosPost(new URL(request.url()), request.method())) posts.push(request);
  });
  await page.goto('/add-precheck-pos');
  await expect(page.getByText('Your unsent entries were restored.')).toBeVisible();
  return { context, page, company, posts };
}

test(
  'a connection cut after the server stored the pre-check: the form retries with the same key, one record',
  { tag: BOTH_DATABASES },
  async ({ browser }) => {
    const { context, page, company, posts } = await merchantWithDraft(browser);
    let stored: number | null = null;
    let replayed: string | undefined;
    await page.route(
      (url) => url.pathname === '/api/precheck-pos',
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const answer = await route.fetch();
        if (stored === null) {
          // The server has stored it and answered; the answer never reaches the browser.
          stored = answer.status();
          return route.abort('connectionreset');
        }
        replayed = answer.headers()['idempotent-replayed'];
        // Held a moment, so the form's "sending again" can be seen (and photographed).
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return route.fulfill({ response: answer });
      },
    );

    await page.setViewportSize({ width: 320, height: 800 });
    await openReview(page);
    expect(posts).toHaveLength(0);
    await reviewSubmitButton(page).click();
    const retrying = page
      .getByRole('status')
      .filter({ hasText: 'No answer from the server yet; sending again (1 of 5)' });
    await expect(retrying).toBeVisible();
    await retrying.scrollIntoViewIfNeeded();
    await screenshot(page, 'retrying-320', { fullPage: false });
    await expect(successMessage(page)).toBeVisible({ timeout: 15_000 });

    expect(stored).toBe(201);
    expect(replayed).toBe('true');
    expect(posts).toHaveLength(2);
    const keys = posts.map((post) => post.headers()['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await storedUnder(company)).toBe(1);
    await context.close();
  },
);

test("a double click on the review's Submit sends once and stores one pre-check", async ({ browser }) => {
  const { context, page, company, posts } = await merchantWithDraft(browser);
  await openReview(page);
  await reviewSubmitButton(page).dblclick();
  await expect(successMessage(page)).toBeVisible();
  // Nothing else may still be on its way.
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(1);
  expect(await storedUnder(company)).toBe(1);
  await context.close();
});
