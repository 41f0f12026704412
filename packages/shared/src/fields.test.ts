import { hasMessage } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { internationalPhone, optionalUrl, requiredUrl } from './fields.ts';
import { ECOM_GROUP_SCHEMAS } from './precheck-ecom.ts';
import { posPrecheckInputSchema } from './precheck-pos.ts';

const INVALID = 'x.invalid';
const REQUIRED = 'x.required';

function messagesOf(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const NOT_WEB = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'javascript://example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://files.example.com',
  'mailto:someone@example.com',
  'file:///etc/passwd',
  'https://',
  'https://localhost',
  'https://example',
  'https:example.com',
  'https://exa mple.com',
  'https://example.com/a b',
  '//example.com',
  'https:///example.com',
];

describe('web addresses', () => {
  it('accept http and https, and take a bare host as https', () => {
    expect(optionalUrl(INVALID).parse('http://shop.example.com/path?q=1#top')).toBe(
      'http://shop.example.com/path?q=1#top',
    );
    expect(optionalUrl(INVALID).parse(' HTTPS://Example.COM:8443 ')).toBe('HTTPS://Example.COM:8443');
    expect(optionalUrl(INVALID).parse('www.café-müller.de')).toBe('https://www.café-müller.de');
    expect(requiredUrl(REQUIRED, INVALID).parse('shop.example.org/x')).toBe('https://shop.example.org/x');
  });

  it.each(NOT_WEB)('refuse %s with the field’s invalid-address message', (value) => {
    expect(messagesOf(optionalUrl(INVALID).safeParse(value))).toEqual([INVALID]);
    expect(messagesOf(requiredUrl(REQUIRED, INVALID).safeParse(value))).toEqual([INVALID]);
  });

  it('refuse invisible reordering characters with the characters message, not both', () => {
    expect(messagesOf(optionalUrl(INVALID).safeParse('https://example.com/\u202Egpj.exe'))).toEqual([
      'validation.invalidCharacters',
    ]);
    expect(messagesOf(requiredUrl(REQUIRED, INVALID).safeParse('https://example.com/\uD800'))).toEqual([
      'validation.invalidCharacters',
    ]);
  });

  it('are optional or required as asked', () => {
    expect(optionalUrl(INVALID).parse('  ')).toBeUndefined();
    expect(messagesOf(requiredUrl(REQUIRED, INVALID).safeParse(''))).toEqual([REQUIRED]);
    expect(messagesOf(requiredUrl(REQUIRED, INVALID).safeParse(undefined))).toEqual([REQUIRED]);
    expect(messagesOf(requiredUrl(REQUIRED, INVALID).safeParse(42))).toEqual([INVALID]);
  });

  it('are checked in linear time, even on a body-sized address', () => {
    const started = performance.now();
    expect(optionalUrl(INVALID).safeParse(`https://a${'.'.repeat(200_000)} x`).success).toBe(false);
    expect(optionalUrl(INVALID).safeParse(`https://${'a'.repeat(200_000)}`).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('hold for the POS website and online shop and for the e-commerce genUrl, with catalogue messages', () => {
    const pos = posPrecheckInputSchema.shape;
    for (const field of [pos.website, pos.onlineShop]) {
      expect(messagesOf(field.safeParse('javascript:alert(1)'))).toEqual([
        'precheckPos.errors.websiteInvalid',
      ]);
    }
    const genInfo = ECOM_GROUP_SCHEMAS.genInfo.safeParse({ genUrl: 'data:text/html,hi' });
    const genUrl = genInfo.error?.issues.find((issue) => issue.path[0] === 'genUrl');
    expect(genUrl?.message).toBe('precheckEcom.errors.urlInvalid');
    expect(hasMessage('precheckEcom.errors.urlInvalid')).toBe(true);
  });
});

describe('phone numbers', () => {
  it('refuse control characters the phone pattern’s white space would let through', () => {
    expect(messagesOf(internationalPhone(REQUIRED).safeParse('+49 30\u000B1234567'))).toEqual([
      'validation.invalidCharacters',
    ]);
  });
});
