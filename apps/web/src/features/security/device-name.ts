/**
 * A browser and a system named from a user agent, enough for a person to recognise their own
 * device in a list ("Firefox on Linux"). Only the families people know: a parser library would add
 * its tables of every version to the Security screen, to name versions nobody needs here. Order
 * matters: Edge and Opera also say Chrome, Chrome also says Safari, and Android also says Linux.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** `{browser, system}` where both are known; null for anything else (a script, no user agent). */
export function deviceOf(userAgent: string | null): { browser: string; system: string } | null {
  if (!userAgent) return null;
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  return browser && system ? { browser, system } : null;
}
