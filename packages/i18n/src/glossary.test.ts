import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { type Concept, GLOSSARY, rejectedIn, spellings } from './glossary.ts';
import { flattenKeys, resources, translate } from './index.ts';

type Tree = Parameters<typeof flattenKeys>[0];

const messages = (language: Language) =>
  flattenKeys(resources[language] as Tree).map((key) => ({ key, text: translate(language, key) }));

/** The README's glossary: one table per concept, written from GLOSSARY so the two cannot disagree. */
function glossaryMarkdown(glossary: readonly Concept[]): string {
  return glossary
    .map(({ concept, terms, note }) =>
      [
        `### ${concept}`,
        '',
        ...(note ? [note, ''] : []),
        '| language | use | not |',
        '| --- | --- | --- |',
        ...LANGUAGES.map((language) => {
          const { use, reject } = terms[language];
          return `| ${language} | ${use} | ${reject.join(', ')} |`;
        }),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Prettier pads the README's tables to line their columns up; the cells are what count. */
const unpadded = (markdown: string) => markdown.replace(/ *\| */g, '|').replace(/-{3,}/g, '---');

const README = new URL('../README.md', import.meta.url);
const START = '<!-- glossary: written from src/glossary.ts, checked by src/glossary.test.ts -->';
const END = '<!-- end of glossary -->';

describe('glossary', () => {
  it.each(LANGUAGES)('%s says each concept with its one word', (language) => {
    const found = messages(language).flatMap(({ key, text }) =>
      GLOSSARY.filter(
        (concept) => !(language === 'en' && concept.specVerbatim?.some((quoted) => quoted === key)),
      )
        .flatMap((concept) => rejectedIn(text, concept.terms[language]))
        .map((rejected) => `${key}: "${rejected}" in "${text}"`),
    );
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('%s uses every word it chose', (language) => {
    const texts = messages(language).map(({ text }) => text);
    const unused = GLOSSARY.map((concept) => concept.terms[language].use).filter(
      (use) => !texts.some((text) => spellings(use).some((word) => text.includes(word))),
    );
    expect(unused).toEqual([]);
  });

  it('exempts only English messages that still hold a rejected spelling', () => {
    const stale = GLOSSARY.flatMap(({ concept, terms, specVerbatim = [] }) =>
      specVerbatim
        .filter((key) => rejectedIn(translate('en', key), terms.en).length === 0)
        .map((key) => `${concept}: ${key}`),
    );
    expect(stale).toEqual([]);
  });

  it('finds a rejected spelling where a word starts, not inside the chosen word', () => {
    const mobile = { use: 'Mobiltelefon', reject: ['Mobil'] };
    expect(rejectedIn('Mobil', mobile)).toEqual(['Mobil']);
    expect(rejectedIn('Mobilnummer', mobile)).toEqual(['Mobil']);
    expect(rejectedIn('Mobiltelefon', mobile)).toEqual([]);
    const precheck = { use: 'Vorabprüfung', reject: ['Vorprüfung'] };
    expect(rejectedIn('Neue POS-Vorprüfungen', precheck)).toEqual(['Vorprüfung']);
    expect(rejectedIn('Datenvorprüfung', precheck)).toEqual([]);
    expect(rejectedIn('ignore este correo.', { use: 'correo electrónico', reject: ['correo'] })).toEqual([
      'correo',
    ]);
    expect(rejectedIn('Correo electrónico', { use: 'correo electrónico', reject: ['correo'] })).toEqual([]);
  });

  it('is the table in README.md', () => {
    const readme = readFileSync(README, 'utf8');
    const section = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
    expect(unpadded(section)).toBe(unpadded(glossaryMarkdown(GLOSSARY)));
  });
});
