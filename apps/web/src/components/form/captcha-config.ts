import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /api/captcha/config: which bot check the server wants from anonymous form posts (DESIGN §4). */
export const captchaConfigSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha-enterprise', 'off']),
  siteKey: z.string().optional(),
});
export type CaptchaProvider = z.infer<typeof captchaConfigSchema>['provider'];

/** Where the ALTCHA widget fetches its challenge. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/** The header that carries the solved captcha on anonymous posts. */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

export function captchaConfigQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'config'],
    queryFn: ({ signal }) => apiRequest('/captcha/config', { schema: captchaConfigSchema, signal }),
    // The provider is server configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
}
