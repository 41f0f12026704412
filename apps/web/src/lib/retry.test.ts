import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isRetryable, type RetryNotice, withRetries } from './retry';

describe('isRetryable', () => {
  it('retries what may have been lost on the way, never a refusal', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    for (const status of [502, 503, 504]) expect(isRetryable(new ApiError(status, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'x', [], 'idempotency_in_progress'))).toBe(true);

    expect(isRetryable(new ApiError(409, 'x', [], 'email_taken'))).toBe(false);
    expect(isRetryable(new ApiError(422, 'x', [], 'idempotency_conflict'))).toBe(false);
    expect(isRetryable(new ApiError(400, 'x', [], 'validation_failed'))).toBe(false);
    expect(isRetryable(new ApiError(500, 'x', [], 'internal_error'))).toBe(false);
    expect(isRetryable(new DOMException('stopped', 'AbortError'))).toBe(false);
  });
});

describe('withRetries', () => {
  it('tries again after each delay until answered, telling each retry', async () => {
    const notices: RetryNotice[] = [];
    let tries = 0;
    const answer = await withRetries(
      async () => {
        tries += 1;
        if (tries < 3) throw new TypeError('Failed to fetch');
        return 'stored';
      },
      (notice) => notices.push(notice),
      [1, 1, 1],
    );
    expect(answer).toBe('stored');
    expect(notices).toEqual([
      { retry: 1, of: 3 },
      { retry: 2, of: 3 },
    ]);
  });

  it('gives up after the last delay with the last failure, and at once on a refusal', async () => {
    let tries = 0;
    const lost = withRetries(
      async () => {
        tries += 1;
        throw new TypeError(`lost ${tries}`);
      },
      undefined,
      [1, 1],
    );
    await expect(lost).rejects.toThrow('lost 3');

    let refusals = 0;
    const refused = withRetries(
      async () => {
        refusals += 1;
        throw new ApiError(400, 'no', [], 'validation_failed');
      },
      undefined,
      [1, 1],
    );
    await expect(refused).rejects.toThrow('no');
    expect(refusals).toBe(1);
  });
});
