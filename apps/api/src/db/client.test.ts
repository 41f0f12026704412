import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe.skipIf(process.env.DATABASE_URL)('the embedded database', () => {
  it('keeps the page cache it is given (PGLITE_SHARED_BUFFERS), in place of PostgreSQL’s 128MB', async () => {
    const imageFile = process.env.PORTAL_TEST_IMAGE;
    const image = imageFile ? new Blob([readFileSync(imageFile)]) : undefined;
    const database = await openDatabase({
      dataDir: 'memory',
      pgliteSharedBuffers: '16MB',
      ...(image && { image }),
    });
    try {
      const { rows } = await database.withSession((q) => q('show shared_buffers'));
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
