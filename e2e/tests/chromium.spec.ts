import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../support/chromium.ts';
import { expect, screenOnly, test } from '../support/fixtures.ts';

screenOnly();

const DISABLE_FEATURES = '--disable-features=';

test("the browser runs with Playwright's own disabled features and without the address bar's popups", async () => {
  // A browser of its own: --enable-automation lets it tell its command line, as Chromium parsed it.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_ARGS, '--enable-automation'],
  });
  try {
    const session = await browser.newBrowserCDPSession();
    const { arguments: switches } = await session.send('Browser.getBrowserCommandLine');
    const lists = switches
      .filter((value) => value.startsWith(DISABLE_FEATURES))
      .map((value) => value.slice(DISABLE_FEATURES.length).split(','));
    // Playwright's list comes first and ours last; Chromium heeds only the last one given.
    expect(lists.length).toBeGreaterThan(1);
    expect(lists.at(-1)).toEqual(expect.arrayContaining(lists.flat()));

    const page = await browser.newPage();
    await page.setContent('<label>Name <input></label>');
    await page.getByLabel('Name').fill('Bäckerei');
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map(({ type, url }) => `${type} ${url}`)).toEqual(['page about:blank']);
  } finally {
    await browser.close();
  }
});
