/**
 * Debian's Chromium as every browser run here starts it (tests, Lighthouse, the page-weight bench): no
 * browser download works on these machines, and the flags keep Chromium's own update checks and sync
 * traffic out of what is measured.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
