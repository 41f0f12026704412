import { type CaptchaConfig, captchaConfigCheck } from '@portal/shared';
import { useEffect, useState } from 'react';
import { apiRequest, retriesRead } from '@/lib/api-client';

/** Where the ALTCHA widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/** How long before asking again, when a question was lost to the network or a server error. */
const RETRY_DELAY_MS = 1000;

/**
 * GET /api/captcha/config: which bot check the server wants from anonymous form posts (DESIGN §4),
 * retried by the rule of every read (`retriesRead`), which the signed-in screens' queries follow too.
 */
export async function getCaptchaConfig(signal: AbortSignal): Promise<CaptchaConfig> {
  for (let failures = 0; ; failures++) {
    try {
      return await apiRequest('/captcha/config', { schema: captchaConfigCheck, signal });
    } catch (error) {
      // Aborted (the form is gone): nobody waits for the answer any more.
      if (signal.aborted || !retriesRead(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
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
