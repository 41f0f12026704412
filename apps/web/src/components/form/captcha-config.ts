import { captchaConfigSchema } from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Where the ALTCHA widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/** GET /api/captcha/config: which bot check the server wants from anonymous form posts (DESIGN §4). */
export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'config'],
    queryFn: ({ signal }) => apiRequest('/captcha/config', { schema: captchaConfigSchema, signal }),
    // The provider is server configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
}
