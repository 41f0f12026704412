import { describe, expect, it } from 'vitest';
import { paths, screenAccess } from './paths';
import { robotsTxt } from './robots';

type Rule = { allow: boolean; path: string };

function rulesOf(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)/i.exec(line))
    .filter((match) => match !== null)
    .map(([, field = '', path = '']) => ({ allow: field.toLowerCase() === 'allow', path }));
}

/** RFC 9309 §2.2.2: the longest matching rule decides, Allow on a tie; `*` is any run, `$` the end. */
function crawlable(rules: Rule[], url: string): boolean {
  const matching = rules.filter(({ path }) => {
    const pattern = path
      .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\\?\$$/, '$');
    return new RegExp(`^${pattern}`).test(url);
  });
  if (matching.length === 0) return true;
  const longest = Math.max(...matching.map(({ path }) => path.length));
  return matching.some(({ allow, path }) => allow && path.length === longest);
}

/** A URL a visitor opens on the screen: its parameters filled in, and again with a query. */
const urlsOf = (path: string) => {
  const url = path.replace(/:\w+/g, 'b2c3d4e5-0000-4000-8000-000000000001');
  return [url, `${url}?page=2`];
};

const screens = Object.keys(paths) as (keyof typeof paths)[];

describe('robots.txt', () => {
  const text = robotsTxt();
  const rules = rulesOf(text);

  it('is one group for every crawler', () => {
    expect(text.split('\n').filter((line) => /^User-agent:/i.test(line))).toEqual(['User-agent: *']);
    expect(rules.length).toBeGreaterThan(0);
  });

  it.each(screens.filter((screen) => screenAccess[screen] !== 'public'))(
    'keeps crawlers out of %s, a screen behind sign-in',
    (screen) => {
      for (const url of urlsOf(paths[screen].path)) expect(crawlable(rules, url), url).toBe(false);
    },
  );

  it('lets crawlers read the public forms, with and without the partner brand', () => {
    for (const url of [
      ...urlsOf(paths.publicAddPosPrecheck.path),
      ...urlsOf(paths.publicAddEcomPrecheck.path),
      paths.publicAddEcomPrecheck.getHref('pp'),
    ]) {
      expect(crawlable(rules, url), url).toBe(true);
    }
    expect(rules.filter(({ allow }) => allow).map(({ path }) => path)).toEqual([
      '/p/add-precheck-pos',
      '/p/add-precheck',
    ]);
  });

  it('leaves the other public screens (sign-in, sign-up) crawlable', () => {
    for (const screen of screens.filter((screen) => screenAccess[screen] === 'public')) {
      expect(crawlable(rules, paths[screen].path), screen).toBe(true);
    }
  });

  it('matches as crawlers do: prefixes, the end anchor and the longest rule', () => {
    const sample = rulesOf('Disallow: /$\nDisallow: /precheck\nAllow: /precheck/public');
    expect(crawlable(sample, '/')).toBe(false);
    expect(crawlable(sample, '/auth')).toBe(true);
    expect(crawlable(sample, '/precheck-pos/1')).toBe(false);
    expect(crawlable(sample, '/precheck/public?x=1')).toBe(true);
  });
});
