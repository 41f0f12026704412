import { ECOM_FIELDS, ECOM_GROUPS, ECOM_SERVICES, type EcomPrecheck, LANGUAGES } from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import fc from 'fast-check';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { APPLICANT_COPY } from './printed.ts';
import { renderRecordPdf } from './render.ts';

/*
 * A multi-line answer (an address, a description) keeps its lines in the PDF, and its tabs are white
 * space: a receiver reading the file back (pdf.js here) finds the lines that were typed, and never a
 * code point printed for a character the embedded fonts can draw.
 */

/** The pages' text as pdf.js reads it, a line end wherever pdf.js sees one. */
async function pdfLines(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const { items } = await (await document.getPage(number)).getTextContent();
      for (const item of items) if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
    }
    return text.split('\n');
  } finally {
    await document.destroy();
  }
}

/** Lines made comparable: white space within a line is one space, blank lines are left out. */
const normalised = (lines: string[]) => lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);

/** The lines pdf.js reads between two labels of the page, the first line's label taken off. */
function linesBetween(lines: string[], label: string, nextLabel: string): string[] {
  const start = lines.findIndex((line) => line.startsWith(label));
  const end = lines.findIndex((line, index) => index > start && line.startsWith(nextLabel));
  return [lines[start]!.slice(label.length), ...lines.slice(start + 1, end)];
}

/**
 * Letters of each script the fonts cover. Arabic and Hebrew make lines of their own: a line that mixes
 * directions is ordered piece by piece (fonts.ts), which is no question of line breaks.
 */
const LEFT_TO_RIGHT = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  'àáâäãåçèéêëìíîïñòóôöõøùúûüýÿßÄÖÜÉÈÇÑŁłŒœ€',
  'αβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΘΛΞΠΣΦΨΩάέήίόύώ',
  'абвгдежзийклмнопрстуфхцчшщъыьэюяАБВГДЖЗИЙКЛЯЁё',
];
const RIGHT_TO_LEFT = ['ابتثجحخدذرزسشصضطظعغفقكلمنهوي', 'אבגדהוזחטיכלמנסעפצקרשתםןףךץ'];
/** Emoji DejaVu Sans has and emoji only Noto Emoji has. */
const EMOJI = ['☕', '☀', '✈', '⚽', '😀', '🚀', '🍕', '🎉', '👍', '🌍'];

const wordOf = (letters: string) =>
  fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 6 }).map((chars) => chars.join(''));
const emojiWord = fc.array(fc.constantFrom(...EMOJI), { minLength: 1, maxLength: 2 }).map((e) => e.join(''));
/**
 * Up to four words, short enough for one line of the value column, perhaps indented by a tab.
 * Between words a space or, left to right, a tab: pdf.js splits a right-to-left line where a gap is
 * wider than a space and hands the pieces over in the page's (visual) order, whatever the PDF says
 * (poppler's pdftotext reads the same file in the typed order).
 */
const lineOf = (word: fc.Arbitrary<string>, gap: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', '', '\t'), word, fc.array(fc.tuple(gap, word), { maxLength: 3 }))
    .map(([indent, first, rest]) => indent + first + rest.map(([space, w]) => space + w).join(''));
const line = fc.oneof(
  lineOf(fc.oneof(...LEFT_TO_RIGHT.map(wordOf), emojiWord), fc.constantFrom(' ', ' ', '\t')),
  ...RIGHT_TO_LEFT.map((letters) => lineOf(wordOf(letters), fc.constant(' '))),
);
const multiLine = fc.array(line, { minLength: 1, maxLength: 5 }).map((lines) => lines.join('\n'));

describe('a multi-line answer in a PDF', () => {
  it('keeps its lines and reads back as typed, tabs as white space, in every script the fonts have', async () => {
    await fc.assert(
      fc.asyncProperty(multiLine, async (address) => {
        const pdf = await renderRecordPdf({
          kind: 'pos',
          record: { ...FULL_POS_RECORD, address },
          language: 'en',
          ...APPLICANT_COPY,
        });
        const lines = await pdfLines(pdf);
        expect(normalised(linesBetween(lines, 'Company address', 'Locations'))).toEqual(
          normalised(address.split('\n')),
        );
        expect(lines.join('\n')).not.toContain('[U+');
      }),
      { numRuns: 15 },
    );
  });

  it('breaks at every kind of line break a person may type', async () => {
    const address = 'one\r\ntwo\rthree\u2028four\u2029five\u0085six';
    const pdf = await renderRecordPdf({
      kind: 'pos',
      record: { ...FULL_POS_RECORD, address },
      language: 'en',
      ...APPLICANT_COPY,
    });
    const lines = await pdfLines(pdf);
    expect(normalised(linesBetween(lines, 'Company address', 'Locations'))).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
    ]);
  });
});

/** Every text answer of the e-commerce fixture over three lines, with a tab and a Windows line end. */
function multiLineEcomRecord(): EcomPrecheck {
  const record: Record<string, unknown> = { ...FULL_ECOM_RECORD, srv: [...ECOM_SERVICES] };
  for (const group of ECOM_GROUPS) {
    const values = { ...(record[group] as Record<string, unknown>) };
    for (const field of ECOM_FIELDS[group]) {
      const value = values[field.name];
      if ((field.kind === 'text' || field.kind === 'longText') && typeof value === 'string') {
        values[field.name] = `${value}\n\tzweite Zeile\r\ndritte Zeile`;
      }
    }
    record[group] = values;
  }
  return record as EcomPrecheck;
}

describe.each(LANGUAGES)('the e-commerce fixture with multi-line answers in %s', (language) => {
  it('prints no code point in place of a character', async () => {
    const lines = await pdfLines(
      await renderRecordPdf({ kind: 'ecom', record: multiLineEcomRecord(), language, ...APPLICANT_COPY }),
    );
    expect(lines.join('\n')).not.toContain('[U+');
    expect(lines.filter((line) => line.trim() === 'dritte Zeile').length).toBeGreaterThan(10);
  });
});
