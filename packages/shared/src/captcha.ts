/** The bot checks the server can ask of anonymous form posts (DESIGN §3: CAPTCHA_PROVIDER). */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha-enterprise', 'off'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The request header that carries the solved captcha on anonymous posts. */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

/** The reCAPTCHA Enterprise action the forms run and the server expects in the assessment. */
export const RECAPTCHA_ACTION = 'submit';

/** GET /api/captcha/config: which check the public forms must pass, and reCAPTCHA's site key. */
export type CaptchaConfig = { provider: CaptchaProvider; siteKey?: string };

const isProvider = (value: unknown): value is CaptchaProvider =>
  (CAPTCHA_PROVIDERS as readonly unknown[]).includes(value);

/**
 * The check of GET /api/captcha/config that a public form runs when it is first used, without zod,
 * which that form's first load does not carry (it would take a large share of the form's budget).
 * Of the same contract as `captchaConfigSchema`, which the server answers with and the API document
 * shows: captcha-config.test.ts holds the two to the same answers.
 */
export const captchaConfigCheck = {
  safeParse(value: unknown): { success: true; data: CaptchaConfig } | { success: false } {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { provider, siteKey } = value as Record<string, unknown>;
    if (!isProvider(provider) || (siteKey !== undefined && typeof siteKey !== 'string'))
      return { success: false };
    return { success: true, data: siteKey === undefined ? { provider } : { provider, siteKey } };
  },
};
