import { CAPTCHA_HEADER, IDEMPOTENCY_HEADER, type Language } from '@portal/shared';
import { apiRequest } from './api-client';
import { refreshLiveQueries } from './live-query-client';
import { type RetryNotice, withRetries } from './retry';

export type CreatePrecheckInput<TData> = {
  data: TData;
  /** The answer (a PDF, error messages) comes back in this language. */
  language: Language;
  /** The solved captcha of an anonymous submission; signed-in users send none. */
  captchaToken?: string | null;
  /** The form's `Idempotency-Key`: with it, a try lost on the way is sent again (lib/retry.ts). */
  idempotencyKey?: string;
  /** Told before each retry, so the form can say it is retrying. */
  onRetry?: (notice: RetryNotice) => void;
};

/**
 * Submits a pre-check of either kind (`POST path?language`): `request` only sends; `submit` sends,
 * then refreshes what shows it, as every changing mutation does (query-factories.ts).
 *
 * Without react-query, unlike the other mutations: the public forms send through here, and
 * react-query (with its provider) is not part of their first load. Nothing shows a creation's
 * progress but the form itself, which holds its own pending state (use-form-submit.ts).
 */
export function createPrecheck<TData>(path: string) {
  const request = async ({
    data,
    language,
    captchaToken,
    idempotencyKey,
    onRetry,
  }: CreatePrecheckInput<TData>) => {
    // Imported when sent, by which time the form's validation has brought zod (lazy-resolver.ts).
    const { precheckCreatedSchema } = await import('@/lib/lazy-schemas');
    const headers = {
      ...(captchaToken && { [CAPTCHA_HEADER]: captchaToken }),
      ...(idempotencyKey && { [IDEMPOTENCY_HEADER]: idempotencyKey }),
    };
    const send = (signal?: AbortSignal) =>
      apiRequest(path, {
        method: 'POST',
        query: { language },
        body: data,
        headers,
        schema: precheckCreatedSchema,
        signal,
      });
    // Without a key the server could not tell a retry from a second pre-check: sent once.
    return idempotencyKey ? withRetries(send, onRetry) : send();
  };

  const submit = async (input: CreatePrecheckInput<TData>) => {
    const created = await request(input);
    await refreshLiveQueries();
    return created;
  };

  return { request, submit };
}
