import { FULL_POS_RECORD } from '@portal/shared/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { font, LATIN, textRuns } from './fonts.ts';
import { APPLICANT_COPY } from './printed.ts';
import { renderRecordPdf } from './render.ts';

/*
 * What a merchant types is printed whatever its script: a character DejaVu Sans lacks comes from the
 * emoji font, or shows as its code point, never as an empty box (.notdef, which text extraction
 * reads as nothing); Arabic keeps its word order and its spaces.
 */

/** The POS PDF's address (as pdf.js reads it), and the whole file. */
async function addressText(address: string, company = FULL_POS_RECORD.company) {
  const pdf = await renderRecordPdf({
    kind: 'pos',
    record: { ...FULL_POS_RECORD, company, address },
    language: 'en',
    ...APPLICANT_COPY,
  });
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const { items } = await (await document.getPage(1)).getTextContent();
    const texts = items.flatMap((item) => ('str' in item ? [item] : []));
    const label = texts.findIndex((item) => item.str === 'Company address');
    const next = texts.findIndex((item, index) => index > label && item.str === 'Locations');
    return {
      text: texts
        .slice(label + 1, next)
        .map((item) => item.str)
        .join('')
        .trim(),
      directions: texts.slice(label + 1, next).flatMap((item) => (item.str.trim() ? [item.dir] : [])),
      raw: pdf.toString('latin1'),
    };
  } finally {
    await document.destroy();
  }
}

describe('text runs', () => {
  it('take the shortcut only for characters both DejaVu Sans fonts have', () => {
    for (let code = 0; code <= 0xffff; code++) {
      // A line break is drawn as no glyph at all.
      if (code === 0x0a || !LATIN.test(String.fromCodePoint(code))) continue;
      expect(font('regular').hasGlyphForCodePoint(code), code.toString(16)).toBe(true);
      expect(font('bold').hasGlyphForCodePoint(code), code.toString(16)).toBe(true);
    }
  });

  it('keep what DejaVu Sans has in it, emoji included where it has them', () => {
    expect(textRuns('Müller & Söhne € ß ñ 😀', 'regular')).toEqual([
      { font: 'regular', text: 'Müller & Söhne € ß ñ 😀' },
    ]);
  });

  it('take what it lacks from the emoji font, one sequence (a family, a skin tone, a flag) in one run', () => {
    expect(textRuns('Go 🚀 👨‍👩‍👧👍🏽🇩🇪!', 'bold')).toEqual([
      { font: 'bold', text: 'Go ' },
      { font: 'bold-emoji', text: '🚀' },
      { font: 'bold', text: ' ' },
      { font: 'bold-emoji', text: '👨‍👩‍👧👍🏽🇩🇪' },
      { font: 'bold', text: '!' },
    ]);
  });

  it('print line breaks of every kind as one, in the run they end, and tabs as spaces', () => {
    expect(textRuns('a\r\n🚀\tb\u2028c', 'regular')).toEqual([
      { font: 'regular', text: 'a\n' },
      { font: 'regular-emoji', text: '🚀' },
      { font: 'regular', text: '    b\nc' },
    ]);
  });

  it('leave what no font has as unprintable', () => {
    expect(textRuns('Shop 中文店', 'regular')).toEqual([
      { font: 'regular', text: 'Shop ' },
      { font: 'regular', text: '', unprintable: '中文店' },
    ]);
  });
});

describe('a field value in a PDF', () => {
  it('prints emoji DejaVu Sans lacks from Noto Emoji, regular in a value and bold in the title', async () => {
    const { text, raw } = await addressText('Pizza 🍕 Express 🚀', 'Rocket 🚀 Pizza');
    expect(text).toBe('Pizza 🍕 Express 🚀');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoEmoji-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoEmoji-Bold/);
  });

  it('embeds no emoji font when nothing needs one', async () => {
    expect((await addressText('Hauptstraße 1, 10115 Berlin')).raw).not.toContain('NotoEmoji');
  });

  it('prints a character no font has as its code point, the character itself as the actual text', async () => {
    const { text, raw } = await addressText('Shop 中文 ok');
    expect(text).toBe('Shop [U+4E2D U+6587] ok');
    // ActualText is UTF-16BE with its byte order mark.
    const actual = Buffer.from('\ufeff中文', 'utf16le').swap16().toString('latin1');
    expect(raw).toContain(`/S /Span\n/ActualText (${actual})`);
  });

  it('reads back a ligature of a right-to-left script in its order (lam-alef)', async () => {
    expect((await addressText('سلام لا')).text).toBe('سلام لا');
  });

  it('reads back a letter after a document that printed only a letter drawn from it', async () => {
    // The isolated ض is the glyph of ص and a dot: writing the first document's subset met ص first.
    await addressText('ض');
    expect((await addressText('ص')).text).toBe('ص');
  });

  it('prints Arabic right to left with its spaces: the words in their order, read back as typed', async () => {
    const { text, directions } = await addressText('شركة النور للتجارة');
    expect(text).toBe('شركة النور للتجارة');
    expect(directions).toEqual(['rtl']);
  });
});
