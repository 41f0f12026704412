import { type Language } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { flattenKeys, resources, translate } from './index.ts';

type Tree = Parameters<typeof flattenKeys>[0];

/**
 * The product addresses people formally: German "Sie", Spanish "usted", Italian "Lei". Only words that
 * are the informal register and nothing else are listed, so a hit is never a false alarm: verb forms
 * that are also the third person or a noun are left out (Italian "invia", "riprova", Spanish
 * "introduce"), and so are German "ihr" (also "her", "their"), Italian "vi" ("Vi sono…", "there are")
 * and "sei" ("six"). Italian command buttons ("Invia", "Accedi") are not the reader's register.
 */
const INFORMAL: Partial<Record<Language, readonly string[]>> = {
  de: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'euch', 'euer', 'eure'],
  es: [
    'tú',
    'tu',
    'tus',
    'te',
    'ti',
    'contigo',
    'tienes',
    'puedes',
    'quieres',
    'debes',
    'vosotros',
    'vuestro',
    'os',
  ],
  it: [
    'tu',
    'tuo',
    'tua',
    'tuoi',
    'tue',
    'ti',
    'te',
    'hai',
    'vuoi',
    'puoi',
    'devi',
    'inserisci',
    'scegli',
    'correggi',
    'voi',
    'vostro',
    'vostra',
    'vostri',
    'vostre',
  ],
};

describe('register', () => {
  it.each(Object.entries(INFORMAL))('%s never addresses the reader informally', (language, words) => {
    const informal = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
    const found = flattenKeys(resources[language as Language] as Tree)
      .map((key) => ({ key, text: translate(language as Language, key) }))
      .filter(({ text }) => informal.test(text))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});
