import { type CaptchaConfig, captchaConfigCheck } from '@portal/shared';
import { useEffect, useState } from 'react';
import { apiRequest, isApiError } from '@/lib/api-client';

/** Where the ALTCHA widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/** How long before the one retry of a question lost to the network or a server error. */
const RETRY_DELAY_MS = 1000;

/**
 * GET /api/captcha/config: which bot check the server wants from anonymous form posts (DESIGN §4).
 * Like every query of the signed-in screens (app/query-client.ts), a refusal (4xx) is final and a
 * lost question or a server error is asked once more.
 */
export async function getCaptchaConfig(signal: AbortSignal): Promise<CaptchaConfig> {
  const ask = () => apiRequest('/captcha/config', { schema: captchaConfigCheck, signal });
  try {
    return await ask();
  } catch (error) {
    if (signal.aborted || (isApiError(error) && error.status < 500)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    // Aborted meanwhile (the form is gone): the request fails at once, and nobody hears of it.
    return ask();
  }
}

export type CaptchaConfigState = { data: CaptchaConfig | undefined; isError: boolean };

/**
 * The server's captcha configuration, asked once `wanted` turns true and kept while the form is shown
 * (the provider is server configuration: it does not change while the page is open).
 *
 * A hook of its own rather than react-query's useQuery: the public forms are the only place that asks,
 * and react-query is not part of their first load (app/routes/query-layout.tsx).
 */
export function useCaptchaConfig(wanted: boolean): CaptchaConfigState {
  const [state, setState] = useState<CaptchaConfigState>({ data: undefined, isError: false });
  const asked = wanted && (state.data !== undefined || state.isError);
  useEffect(() => {
    if (!wanted || asked) return;
    const controller = new AbortController();
    getCaptchaConfig(controller.signal).then(
      (data) => setState({ data, isError: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: undefined, isError: true });
      },
    );
    return () => controller.abort();
  }, [wanted, asked]);
  return state;
}
