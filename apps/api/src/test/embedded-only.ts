import { describe } from 'vitest';

/**
 * A `describe` for tests that run the product as a user starts it, on its embedded database whatever
 * DATABASE_URL says (test/server-process.ts): the pass on PostgreSQL (DATABASE_URL set) would only run
 * them again, unchanged, so only the embedded pass runs them.
 */
export const describeEmbedded = describe.skipIf(Boolean(process.env.DATABASE_URL));
