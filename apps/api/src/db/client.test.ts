import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS } from '../config.ts';
import { openDatabase } from './client.ts';

/** The page cache of an embedded database opened with `pgliteSharedBuffers` (none: the default). */
async function sharedBuffersOf(pgliteSharedBuffers?: string): Promise<unknown> {
  const imageFile = process.env.PORTAL_TEST_IMAGE;
  const image = imageFile ? new Blob([readFileSync(imageFile)]) : undefined;
  const database = await openDatabase({
    dataDir: 'memory',
    ...(pgliteSharedBuffers && { pgliteSharedBuffers }),
    ...(image && { image }),
  });
  try {
    const { rows } = await database.withSession((q) => q('show shared_buffers'));
    return rows[0]?.shared_buffers;
  } finally {
    await database.close();
  }
}

describe.skipIf(process.env.DATABASE_URL)('the embedded database', () => {
  it('keeps the page cache it is given (PGLITE_SHARED_BUFFERS), in place of PostgreSQL’s 128MB', async () => {
    expect(await sharedBuffersOf('16MB')).toBe('16MB');
  });

  it('opens with the configuration’s default page cache when given none, not PGlite’s own', async () => {
    expect(await sharedBuffersOf()).toBe(DEFAULT_PGLITE_SHARED_BUFFERS);
    expect(DEFAULT_PGLITE_SHARED_BUFFERS).not.toBe('128MB');
  });
});
