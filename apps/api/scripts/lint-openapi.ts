import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenapiDocument } from './openapi-document.ts';

const config = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));
const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

const dir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await buildOpenapiDocument(), null, 2));
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', '--extends', 'recommended', '--config', config, file],
    {
      stdio: 'inherit',
      // The linter reports usage to its vendor and checks for updates unless told not to; CI must not call out.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
