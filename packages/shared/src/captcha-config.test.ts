import { describe, expect, it } from 'vitest';
import { captchaConfigCheck } from './captcha.ts';
import { captchaConfigSchema } from './captcha-config.ts';

// Answers the server could send, and answers it must never be taken to have sent.
const ANSWERS: unknown[] = [
  { provider: 'altcha' },
  { provider: 'off' },
  { provider: 'recaptcha-enterprise', siteKey: '6Lc-site-key' },
  { provider: 'recaptcha-enterprise' },
  { provider: 'altcha', siteKey: 'ignored', extra: 1 },
  { provider: 'hcaptcha' },
  { provider: 'ALTCHA' },
  { provider: 'altcha', siteKey: 42 },
  { provider: 'altcha', siteKey: null },
  { siteKey: 'x' },
  {},
  [],
  ['altcha'],
  null,
  undefined,
  'altcha',
  42,
];

describe('captchaConfigCheck', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer) ?? 'undefined', answer]))(
    'takes %s as the server schema does',
    (_, answer) => {
      const schema = captchaConfigSchema.safeParse(answer);
      const check = captchaConfigCheck.safeParse(answer);
      expect(check.success).toBe(schema.success);
      if (check.success && schema.success) expect(check.data).toEqual(schema.data);
    },
  );
});
