import { LANGUAGES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { flattenKeys, resources, translate } from './index.ts';

type Tree = Parameters<typeof flattenKeys>[0];

describe('message catalogue', () => {
  const reference = flattenKeys(resources.en).sort();

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (language) => {
    const keys = flattenKeys(resources[language]).sort();
    expect(keys.filter((k) => !reference.includes(k))).toEqual([]);
    expect(reference.filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message', (language) => {
    const tree = resources[language] as Tree;
    for (const key of flattenKeys(tree)) expect(translate(language, key).trim(), key).not.toBe('');
  });

  it.each(LANGUAGES)('%s keeps every interpolation placeholder of English', (language) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of reference) {
      const english = translate('en', key);
      const translated = translate(language, key);
      expect(placeholders(translated), key).toEqual(placeholders(english));
    }
  });

  it('interpolates and falls back to English, then to the key', () => {
    expect(translate('de', 'mail.otpSubject', { code: '123456' })).toBe('Ihr Einmalcode: 123456');
    expect(translate('it', 'no.such.key')).toBe('no.such.key');
  });
});
