import { z } from './zod.ts';
import { CAPTCHA_PROVIDERS, type CaptchaConfig } from './captcha.ts';

/**
 * GET /api/captcha/config for the server and the API document; the public forms check the answer
 * with `captchaConfigCheck` (captcha.ts), which keeps zod off their first load.
 */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  siteKey: z.string().optional(),
}) satisfies z.ZodType<CaptchaConfig>;
