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

/**
 * What Playwright itself turns off (its `chromiumSwitches.ts`). Chromium keeps only the last
 * `--disable-features` it is given, so a list of ours replaces Playwright's unless it repeats it;
 * `tests/chromium.spec.ts` fails when a Playwright upgrade names a feature this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium gives every window (Playwright opens one per browser context) an address bar
 * whose suggestion popups are WebUI pages, loaded ahead in renderers of their own and redrawn while
 * a test types: the busiest renderers after the portal's own, for screens no test looks at.
 */
const ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium starts a spare renderer ahead of the next navigation; a test's fresh browser context cannot
 * use another context's, so many are started only to be thrown away, and a process start is dear on
 * these virtual machines.
 */
const SPARE_RENDERER = ['SpareRendererForSitePerProcess'];

/** The flags for a Chromium that Playwright starts (the browser tests, the page-weight bench). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS, ...SPARE_RENDERER].join(',')}`,
];
