import type { Response } from '@playwright/test';
import { expect, screenOnly, test } from '../support/fixtures.ts';
import { continueButton, openReview } from '../support/forms.ts';
import { altchaState, minimalPosEntry, seedPosDraft, uniqueTag } from '../support/precheck-pos.ts';
import { APP_URL } from '../support/ports.ts';

screenOnly();

type Answer = { path: string; type: string; encoding: string | undefined; accepted: string; size: number };

test('the public POS form arrives compressed (page, scripts, styles, captcha widget) and works', async ({
  page,
}) => {
  const answers: Promise<Answer>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== APP_URL || url.pathname.startsWith('/api/')) return;
    answers.push(
      Promise.all([response.allHeaders(), response.request().allHeaders()]).then(([headers, asked]) => ({
        path: url.pathname,
        type: headers['content-type'] ?? '',
        encoding: headers['content-encoding'],
        accepted: asked['accept-encoding'] ?? '',
        size: Number(headers['content-length'] ?? Infinity),
      })),
    );
  });

  // A valid form but for its company, typed here: Continue then opens the review, with the captcha.
  await seedPosDraft(page, minimalPosEntry(''));
  await page.goto('/p/add-precheck-pos');
  await expect(page.getByRole('heading', { name: 'POS Pre-check', level: 1 })).toBeVisible();
  const company = page.getByRole('textbox', { name: 'Company Name' });
  await company.fill(`Gzip & Brotli GmbH ${uniqueTag()}`);
  await expect(company).toHaveValue(/^Gzip & Brotli GmbH /);
  await expect(continueButton(page)).toBeVisible();
  // The lazily loaded captcha widget (in the review) came through the same way and started.
  await openReview(page);
  await expect(altchaState(page)).toHaveAttribute('data-state', 'unverified');

  const received = await Promise.all(answers);
  const html = received.find((answer) => answer.type.startsWith('text/html'));
  const scripts = received.filter((answer) => answer.path.endsWith('.js'));
  const styles = received.filter((answer) => answer.path.endsWith('.css'));
  expect(html, 'index.html').toBeDefined();
  expect(scripts.length).toBeGreaterThan(1);
  expect(styles.length).toBeGreaterThan(0);
  expect(scripts.some((answer) => answer.path.includes('altcha-widget'))).toBe(true);
  // Brotli wherever the browser offers it (Chromium does, also to this plain-HTTP loopback origin),
  // else gzip: nothing arrives uncompressed, but for a chunk of a few bytes that neither makes smaller.
  for (const answer of [html!, ...scripts, ...styles].filter((answer) => answer.size > 200)) {
    expect(answer.encoding, answer.path).toBe(/\bbr\b/.test(answer.accepted) ? 'br' : 'gzip');
  }
});
