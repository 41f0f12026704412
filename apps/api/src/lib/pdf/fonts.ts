import { createRequire } from 'node:module';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

function openFont(file: string): fontkit.Font {
  const font = fontkit.openSync(file);
  if ('fonts' in font) throw new Error(`${file} is a font collection`);
  return font;
}

const bidi = bidiFactory();

/** Characters of right-to-left scripts (and the marks that open right-to-left runs). */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\u200f\u202b\u202e\u2067]/u;

/** Whether `text` needs `{ features: WHOLE_LINE }` to be printed in the bidi algorithm's order. */
export const hasRightToLeft = (text: string) => RIGHT_TO_LEFT.test(text);

/**
 * pdfkit lays a line out word by word (each word with its trailing space, cached) unless the text has
 * features of its own; an empty list of them is enough, so `bidiLayout` sees the whole line.
 */
export const WHOLE_LINE: PDFKit.Mixins.OpenTypeFeatures[] = [];

type Run = { start: number; end: number; level: number };

/**
 * A reader maps each glyph to its characters (the ToUnicode map), then reverses a right-to-left line
 * as a whole, and so the characters of a ligature too: لا (lam, alef: one glyph) read back as ال. A
 * ligature in a right-to-left run says its characters in the order the reversal puts right. It is a
 * copy: fontkit shares the glyph object with every other use.
 */
const visualCharacters = (glyph: fontkit.Glyph): fontkit.Glyph =>
  glyph.codePoints.length > 1
    ? (Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) as fontkit.Glyph)
    : glyph;

/**
 * fontkit shapes a right-to-left script (Arabic letters join, the run is reversed) but knows nothing
 * of the Unicode bidi algorithm: a line is one run in one direction, and pdfkit lays a line out word
 * by word, so Arabic words came out in typing order left to right with a space lost between them.
 * This lays a line out as the algorithm orders it: its runs of one embedding level (bidi-js) in
 * visual order (rule L2), each shaped in its direction, brackets mirrored in right-to-left runs.
 * pdfkit hands it one wrapped line at a time, which is where the algorithm reorders.
 *
 * Limits: a line's direction is its own first strong character's, not its paragraph's (pdfkit passes
 * no paragraph), so the second line of a Latin title that starts with Arabic is ordered right to
 * left; cells stay left-aligned; a line split across fonts (an emoji amid Arabic) is ordered piece
 * by piece; and a mirrored bracket is the other bracket's glyph, which text extraction reads as such.
 */
function bidiLayout(font: fontkit.Font, text: string, features?: string[]) {
  if (!hasRightToLeft(text)) return font.layout(text, features);
  const embedding = bidi.getEmbeddingLevels(text);
  const { levels } = embedding;
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i]! });
  }
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const glyphs: fontkit.Glyph[] = [];
  const positions: fontkit.GlyphPosition[] = [];
  for (const { start, end, level } of runs) {
    let part = '';
    for (let i = start; i < end; i++) part += mirrored.get(i) ?? text[i];
    const direction = level % 2 ? 'rtl' : 'ltr';
    const run = font.layout(part, features, undefined, undefined, direction);
    glyphs.push(...(direction === 'rtl' ? run.glyphs.map(visualCharacters) : run.glyphs));
    positions.push(...run.positions);
  }
  // pdfkit scales the positions after this returns, and reads the width from them after that.
  return {
    glyphs,
    positions,
    get advanceWidth() {
      return positions.reduce((width, position) => width + position.xAdvance, 0);
    },
  };
}

/**
 * `font`, laying text out in the bidi algorithm's order (pdfkit only calls `layout` of it for that).
 * Its other methods are bound to the font itself: fontkit reads its own properties by the thousand
 * while it subsets and encodes, and each read through the proxy cost a trap.
 */
function withBidi(font: fontkit.Font): fontkit.Font {
  const bound = new Map<PropertyKey, unknown>();
  bound.set('layout', (text: string, features?: string[]) => bidiLayout(font, text, features));
  return new Proxy(font, {
    get(target, property) {
      if (bound.has(property)) return bound.get(property);
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      bound.set(property, method);
      return method;
    },
  });
}

export type FontFamily = 'regular' | 'bold';
/** The names fonts are registered under in a document: a family, or its emoji fallback. */
export type FontName = FontFamily | `${FontFamily}-emoji`;

/**
 * Parsed once per thread, at its first PDF, and shared by every document it lays out: fontkit decodes
 * a font's tables (the kerning and ligature lookups above all) and glyphs lazily into the font object,
 * so a font parsed for each document paid that decoding again every time, about half of a render.
 * A document keeps its own state (the subset it embeds, its layout cache) in pdfkit's wrapper.
 *
 * DejaVu Sans prints Latin, Greek, Cyrillic, Arabic and Hebrew, and some emoji. Noto Emoji (the
 * monochrome one: a PDF's text cannot be in colour) covers the rest of the emoji; it is parsed only
 * when a document has a character DejaVu lacks.
 */
const parsed = new Map<FontName, fontkit.Font>();
const FILES: Record<FontName, () => string> = {
  regular: () => path.join(packageDir('dejavu-fonts-ttf'), 'ttf', 'DejaVuSans.ttf'),
  bold: () => path.join(packageDir('dejavu-fonts-ttf'), 'ttf', 'DejaVuSans-Bold.ttf'),
  'regular-emoji': () =>
    path.join(packageDir('@expo-google-fonts/noto-emoji'), '400Regular', 'NotoEmoji_400Regular.ttf'),
  'bold-emoji': () =>
    path.join(packageDir('@expo-google-fonts/noto-emoji'), '700Bold', 'NotoEmoji_700Bold.ttf'),
};

/**
 * fontkit keeps one object per glyph, with the characters it was first asked for, and pdfkit's
 * ToUnicode map (which text extraction reads) takes a glyph's characters from it. Writing a subset
 * asks for a composite glyph's parts with no characters: with the font shared by documents, a part
 * first met that way (ص, inside ض) kept none, and every later document read it back as garbage.
 * A glyph without characters takes those of its next use.
 */
function keepCharacters(font: fontkit.Font): fontkit.Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, characters?: number[]) => {
    const glyph = getGlyph(id, characters);
    if (glyph && characters?.length && glyph.codePoints.length === 0) glyph.codePoints = characters;
    return glyph;
  };
  return font;
}

export function font(name: FontName): fontkit.Font {
  let found = parsed.get(name);
  if (!found) {
    found = withBidi(keepCharacters(openFont(FILES[name]())));
    parsed.set(name, found);
  }
  return found;
}

/**
 * A piece of a text to print in one font. `unprintable` holds characters neither font has, which are
 * printed as their code points (`text` is then empty), never as an empty box (.notdef).
 */
export type TextRun = { font: FontName; text: string; unprintable?: string };

/** Every line break a person may type (the text rules let through all of these, common.ts). */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
/**
 * A PDF has no tab stops, and a tab drawn as a glyph is the .notdef box: four spaces keep the indent
 * a person typed visible, and read back as white space.
 */
const TAB = '    ';

/**
 * `text` as pdfkit lays it out: every kind of line break as `\n`, which it breaks the line at (and
 * draws nothing for), and tabs as spaces. Other control characters are left as they are, so they
 * print as their code points: the text rules refuse them, so one in a record is worth seeing.
 */
export const printable = (text: string) => text.replace(LINE_BREAKS, '\n').replaceAll('\t', TAB);

/**
 * What both DejaVu Sans fonts have every glyph of (fonts.test.ts checks), and the line break, which is
 * no glyph: most texts, at once.
 */
export const LATIN = /^[\n\u0020-\u007e\u00a0-\u024f\u2013\u2014\u2018-\u201e\u2022\u2026\u20ac]*$/;

/** Joiners, variation selectors, the keycap, skin tones and tag characters belong to what precedes. */
const continues = (code: number) =>
  code === 0x200c ||
  code === 0x200d ||
  (code >= 0xfe00 && code <= 0xfe0f) ||
  code === 0x20e3 ||
  (code >= 0x1f3fb && code <= 0x1f3ff) ||
  (code >= 0xe0020 && code <= 0xe007f);

/**
 * `text` (made `printable`) split where the font that has its characters changes: `family` wherever it
 * has the glyph, else its emoji fallback, else an unprintable run. A sequence that forms one emoji
 * stays in one run so the font's ligatures can join it (a family, a flag, a skin tone); a line break
 * stays in the run it ends.
 */
export function textRuns(original: string, family: FontFamily): TextRun[] {
  const text = printable(original);
  if (LATIN.test(text)) return [{ font: family, text }];
  const runs: TextRun[] = [];
  const main = font(family);
  let current: TextRun | undefined;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let target: TextRun['font'] | 'unprintable';
    if (char === '\n') target = current && current.unprintable === undefined ? current.font : family;
    else if (current && continues(code))
      target = current.unprintable === undefined ? current.font : 'unprintable';
    else if (main.hasGlyphForCodePoint(code)) target = family;
    else if (font(`${family}-emoji`).hasGlyphForCodePoint(code)) target = `${family}-emoji`;
    else target = 'unprintable';
    if (target === 'unprintable') {
      if (current?.unprintable === undefined)
        runs.push((current = { font: family, text: '', unprintable: '' }));
      current.unprintable += char;
    } else {
      if (!current || current.font !== target || current.unprintable !== undefined) {
        runs.push((current = { font: target, text: '' }));
      }
      current.text += char;
    }
  }
  return runs;
}
