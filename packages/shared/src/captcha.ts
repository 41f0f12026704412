/** The bot checks the server can ask of anonymous form posts (DESIGN §3: CAPTCHA_PROVIDER). */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha-enterprise', 'off'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The request header that carries the solved captcha on anonymous posts. */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

/** The reCAPTCHA Enterprise action the forms run and the server expects in the assessment. */
export const RECAPTCHA_ACTION = 'submit';
