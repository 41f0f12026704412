import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';

/** A store every request may need. */
export type Store = 'database' | 'rate-limit store';

/**
 * The first store that does not answer now, or null when both do: what `GET /ready` answers 503 for
 * and the metrics report as `portal_ready`. Why it did not answer is logged.
 */
export async function unreachableStore(
  database: Database,
  limiter: RateLimiter,
  log: FastifyBaseLogger,
): Promise<Store | null> {
  try {
    await database.ping();
  } catch (error) {
    log.warn({ err: error }, 'database not reachable');
    return 'database';
  }
  try {
    await limiter.ping();
  } catch (error) {
    log.warn({ err: error }, 'rate-limit store not reachable');
    return 'rate-limit store';
  }
  return null;
}
