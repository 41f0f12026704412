import { translate } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { signupRequestSchema, verifyRequestSchema } from './auth.ts';
import { LANGUAGES } from './locales.ts';
import { userInputSchema } from './users.ts';

const nameMessages = (schema: typeof signupRequestSchema | typeof userInputSchema, name: string) =>
  schema.safeParse({ name, email: 'anna@example.com' }).error?.issues.map((issue) => issue.message) ?? [];

const NAMES = [
  'Anna-Lena Groß',
  "Seán O'Brien",
  'J. R. R. Tolkien',
  'Dr. Ana Núñez',
  'Booking.com Ltd',
  '李小龙',
];
const LINKS = [
  'Win at http://spam.example',
  'HTTPS://spam.example',
  'Visit www.spam-shop',
  'spam.example/offer',
  'Anna spam.shop/x?y',
];
const BREAKS = [
  'Anna\nSpam',
  'Anna\r\nSpam',
  'Anna\rSpam',
  'Anna\u2028Spam',
  'Anna\u2029Spam',
  'Anna\u0085Spam',
];

describe('the sign-up name', () => {
  it('takes real names', () => {
    for (const name of NAMES) expect(nameMessages(signupRequestSchema, name), name).toEqual([]);
  });

  it('refuses a link or a line break, with one message in every language', () => {
    for (const name of [...LINKS, ...BREAKS]) {
      expect(nameMessages(signupRequestSchema, name), JSON.stringify(name)).toEqual([
        'validation.nameNoLinks',
      ]);
    }
    for (const language of LANGUAGES) {
      expect(translate(language, 'validation.nameNoLinks')).not.toBe('validation.nameNoLinks');
    }
    expect(translate('en', 'validation.nameNoLinks')).toBe(
      'Please enter your name without links or line breaks',
    );
  });
});

describe('the name an admin gives a user', () => {
  it('is one line too, but an admin may write what looks like a link', () => {
    for (const name of [...NAMES, ...LINKS]) expect(nameMessages(userInputSchema, name), name).toEqual([]);
    for (const name of BREAKS) {
      expect(nameMessages(userInputSchema, name), JSON.stringify(name)).toEqual(['validation.nameOneLine']);
    }
  });
});

describe('the one-time code', () => {
  it('refuses invisible reordering characters like any other text', () => {
    const result = verifyRequestSchema.safeParse({ email: 'anna@example.com', otp: '123\u202E456' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.invalidCharacters']);
  });
});
