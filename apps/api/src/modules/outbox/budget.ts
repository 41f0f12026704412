import type { Limit, RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { OutboxRow } from './store.ts';

/**
 * Whether a message may go within its recipient's hourly budget (`key` and `limit` name which one).
 * The budget counts mails, not tries: every try of a message is the same mail (after a mail server
 * said "try later", a worker died, or an admin chose Send again), so only its first try spends it.
 */
export async function withinBudget(
  limiter: RateLimiter,
  message: OutboxRow,
  key: string,
  limit: Limit,
): Promise<boolean> {
  if (message.attempts !== 1) return true;
  return (await limiter.hit(`${key}:${message.recipient.toLowerCase()}`, limit)).allowed;
}
