import { z } from 'zod';

/** The bot checks the server can ask of anonymous form posts (DESIGN §3: CAPTCHA_PROVIDER). */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha-enterprise', 'off'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** GET /api/captcha/config: which check the public forms must pass, and reCAPTCHA's site key. */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  siteKey: z.string().optional(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** The request header that carries the solved captcha on anonymous posts. */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

/** The reCAPTCHA Enterprise action the forms run and the server expects in the assessment. */
export const RECAPTCHA_ACTION = 'submit';
