import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

type Document = Parameters<typeof openapiTS>[0];

/** The `paths` types a typed client is checked against; generated, and a test keeps them current. */
export const TYPES_FILE = fileURLToPath(new URL('../src/test/openapi-types.d.ts', import.meta.url));

/**
 * The API document as the app describes itself, without listening: an app on an in-memory database
 * is built, asked for its document and closed. Nothing in the document depends on configuration.
 */
export async function buildOpenapiDocument() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
  const database = await openDatabase({ dataDir: 'memory' });
  const config = loadConfig({ DATA_DIR: dataDir, CAPTCHA_PROVIDER: 'off', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** TypeScript types of a document's paths, formatted as the repository formats its code. */
export async function openapiTypes(document: object): Promise<string> {
  const source = astToString(await openapiTS(document as Document));
  const header =
    '// Generated from the API document by `npm run openapi:types`: do not edit. A test fails when it is stale.\n\n';
  const options = await prettier.resolveConfig(TYPES_FILE);
  return prettier.format(header + source, { ...options, filepath: TYPES_FILE });
}
