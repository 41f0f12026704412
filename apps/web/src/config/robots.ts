import { paths, screenAccess } from './paths';

type Screen = keyof typeof paths;

/**
 * What a crawler matches a route's path with (robots.txt rules are path prefixes, RFC 9309): the path
 * up to its first parameter, `/edit-user/:id` → `/edit-user/`. The root is `/$` and `/?` (bare, or
 * with a query), since `/` would be every path.
 */
function rulePaths(path: string): string[] {
  if (path === '/') return ['/$', '/?'];
  const parameter = path.indexOf(':');
  return [parameter === -1 ? path : path.slice(0, parameter)];
}

const screens = Object.keys(paths) as Screen[];

/**
 * robots.txt, written from the route registry (config/paths.ts) so the two cannot drift: every screen
 * behind sign-in disallowed, the public forms (the screens with a meta description) allowed. The
 * build writes it to dist/robots.txt (vite.config.ts), which the API serves as a file.
 */
export function robotsTxt(): string {
  const allowed = screens.filter(
    (screen) => screenAccess[screen] === 'public' && 'description' in paths[screen],
  );
  const disallowed = screens.filter((screen) => screenAccess[screen] !== 'public');
  const rules = (field: string, list: Screen[]) => [
    ...new Set(list.flatMap((screen) => rulePaths(paths[screen].path).map((path) => `${field}: ${path}`))),
  ];
  return [
    '# The public pre-check forms are open to everyone; every other screen is behind sign-in.',
    '# Written at build time from apps/web/src/config/paths.ts.',
    'User-agent: *',
    ...rules('Allow', allowed),
    ...rules('Disallow', disallowed),
    '',
  ].join('\n');
}
