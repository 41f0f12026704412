import { z } from 'zod';
import { CAPTCHA_PROVIDERS } from './captcha.ts';

/** GET /api/captcha/config: which check the public forms must pass, and reCAPTCHA's site key. */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  siteKey: z.string().optional(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
