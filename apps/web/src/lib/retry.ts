import { isApiError } from './api-client';

/**
 * Waits before each retry of a create that carries an `Idempotency-Key` (ms): about half a minute in
 * all, long enough for a dropped connection or a restarted instance, short enough that the person is
 * not left wondering; then the form says it failed and keeps every value.
 */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];
/** A try with no answer after this long is given up and sent again. */
export const ATTEMPT_TIMEOUT_MS = 20_000;

export type RetryNotice = { retry: number; of: number };

/**
 * Whether a failed try may have been lost on the way rather than refused: no answer (the connection
 * dropped, the try timed out), a gateway or the service briefly unavailable, or the first try of the
 * same key still running. A refusal (4xx) would only be refused again.
 */
export function isRetryable(error: unknown): boolean {
  if (isApiError(error)) {
    return (
      error.status === 502 ||
      error.status === 503 ||
      error.status === 504 ||
      error.code === 'idempotency_in_progress'
    );
  }
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it is answered, retrying what `isRetryable` allows after each delay (with up to
 * a fifth of jitter, so many clients cut off together do not come back together). Only safe for a
 * request the server can recognise as the same: a read, or a create with its `Idempotency-Key`.
 */
export async function withRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  onRetry: (notice: RetryNotice) => void = () => undefined,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt(AbortSignal.timeout(ATTEMPT_TIMEOUT_MS));
    } catch (error) {
      const delay = delays[retry];
      if (delay === undefined || !isRetryable(error)) throw error;
      onRetry({ retry: retry + 1, of: delays.length });
      await sleep(delay * (1 + Math.random() * 0.2));
    }
  }
}
