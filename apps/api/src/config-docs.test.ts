import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, configurationDoc } from './config-docs.ts';
import { envSchema } from './config.ts';

describe('docs/configuration.md', () => {
  const committed = readFileSync(CONFIGURATION_DOC, 'utf8');

  it('holds the settings table as the schema generates it (npm run docs:config)', async () => {
    expect(await configurationDoc(committed)).toBe(committed);
  });

  it('puts back a row edited by hand, and one missing', async () => {
    const edited = committed
      .replace(/^\| `PORT` .*\n/m, '| `PORT` | `8080` | where it listens |\n')
      .replace(/^\| `LOG_LEVEL` .*\n/m, '');
    expect(edited).not.toBe(committed);
    expect(await configurationDoc(edited)).toBe(committed);
    expect(Object.keys(envSchema.shape).every((name) => committed.includes(`| \`${name}\``))).toBe(true);
  });
});
