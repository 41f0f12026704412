/**
 * What a public form costs the browser before it can be filled in (a measurement, not a test):
 * `npx tsx bench/page-weight.ts <baseUrl>` prints it for both public forms of a running product
 * (built front end: `npm run build` first). `measurePageWeight` is the same for one page.
 *
 * Bytes are as transferred (compressed body and response headers, what Lighthouse calls transferSize),
 * counted up to the moment the form is usable: its first field visible and enabled, its bot check
 * shown (the budget includes the captcha widget, which the form loads once it is first used,
 * here by focusing that field), and the network idle (500 ms without a request). What loads only
 * on later interaction (the proof-of-work worker once the box is ticked, zod for the first
 * validation) does not count.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Request } from 'playwright-core';
// The browser tests' Chromium and flags: no update checks or sync traffic of its own in the figures.
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../../e2e/support/chromium.ts';

export const PUBLIC_FORMS = { pos: '/p/add-precheck-pos', ecom: '/p/add-precheck' } as const;

export type PageWeight = { jsBytes: number; cssBytes: number; requests: number };

export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  try {
    // A fresh context per page: nothing cached, no language stored by an earlier visit.
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' },
    });
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    await page.goto(new URL(path, baseUrl).href);
    const firstField = page.locator('form').locator('input:not([type="hidden"]), select, textarea').first();
    await firstField.waitFor({ state: 'visible' });
    while (!(await firstField.isEnabled())) await page.waitForTimeout(50);
    await firstField.focus();
    await page.getByTestId('altcha').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');

    const usable = [...requests];
    let jsBytes = 0;
    let cssBytes = 0;
    for (const request of usable) {
      const response = await request.response();
      // By what arrived, not by how it was asked for: a modulepreload is a script too.
      const type = (await response?.headerValue('content-type')) ?? '';
      const isJs = type.includes('javascript');
      if (!isJs && !type.startsWith('text/css')) continue;
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      if (isJs) jsBytes += responseBodySize + responseHeadersSize;
      else cssBytes += responseBodySize + responseHeadersSize;
    }
    await context.close();
    return { jsBytes, cssBytes, requests: usable.length };
  } finally {
    await browser.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('usage: npx tsx bench/page-weight.ts <baseUrl>, e.g. http://127.0.0.1:3000');
    process.exit(2);
  }
  for (const path of Object.values(PUBLIC_FORMS)) {
    const { jsBytes, cssBytes, requests } = await measurePageWeight(baseUrl, path);
    console.log(`${path.padEnd(20)} JS ${kib(jsBytes)}  CSS ${kib(cssBytes)}  requests ${requests}`);
  }
}
