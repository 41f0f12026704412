import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Where the ALTCHA widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/** GET /api/captcha/config: which bot check the server wants from anonymous form posts (DESIGN §4). */
export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'config'],
    queryFn: async ({ signal }) => {
      // Asked when the form is first used (use-captcha.ts); its check need not be in the first load.
      const { captchaConfigSchema } = await import('@/lib/lazy-schemas');
      return apiRequest('/captcha/config', { schema: captchaConfigSchema, signal });
    },
    // The provider is server configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
}
