import { CAPTCHA_HEADER, IDEMPOTENCY_HEADER, type Language, type PrecheckCreated } from '@portal/shared';
import { apiBlob, apiRequest, apiUrl } from '@/lib/api-client';
import { refreshLiveQueries } from '@/lib/live-query-client';
import { type RetryNotice, withRetries } from '@/lib/retry';
import { saveFile } from '@/lib/save-file';

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

/** The applicant's copy of a pre-check just sent: where its PDF is, and a download of it. */
export type PrecheckCopy = { href: string; download: () => Promise<void> };

/**
 * Submits a pre-check of either kind (`POST path?language`): `request` only sends; `submit` sends,
 * then refreshes what shows it, as every changing mutation does (query-factories.ts); `copyOf` is
 * the PDF of what was sent, for the success page.
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
    const { precheckCreatedSchema } = await import('./precheck-created-schema');
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

  /**
   * An anonymous applicant reaches it with the answer's `copyToken` (`?copy=`, three times within 15
   * minutes), a signed-in one with their session like any of their pre-checks. The download is fetched
   * by script either way, so it is saved under the reference and a failure can be said on the page.
   */
  const copyOf = (created: PrecheckCreated, language: Language): PrecheckCopy => {
    const pdfPath = `${path}/${encodeURIComponent(created.id)}/pdf`;
    const query = { language, copy: created.copyToken };
    return {
      href: apiUrl(pdfPath, query),
      download: async () => saveFile(await apiBlob(pdfPath, { query }), `${created.reference}.pdf`),
    };
  };

  return { request, submit, copyOf };
}
