import type { translator } from '@portal/i18n';
import {
  font,
  type FontFamily,
  type FontName,
  hasRightToLeft,
  textRuns,
  type TextRun,
  WHOLE_LINE,
} from './fonts.ts';
import { type OpenLink, tagLinkAnnotations } from './links.ts';

type Element = PDFKit.PDFStructureElement;
type At = [number, number] | undefined;

/** How one document prints tagged text: what render.ts lays out pages with. */
export type Writer = {
  doc: PDFKit.PDFDocument;
  t: ReturnType<typeof translator>;
  /** Makes `name` the current font, registering (and so embedding) it at its first use. */
  useFont: (name: FontName) => void;
  /**
   * A new element of `type` under `parent`, to `print` into and then `end`. `attributes` are those
   * pdfkit has no option for; it writes an element out once it is complete, so they go in first.
   */
  open: (parent: Element, type: string, attributes?: Record<string, string>) => Element;
  /**
   * Prints `text` into `parent` like `doc.text`, at `at` or where the previous text ended, each
   * character in `family`'s font if it has the glyph, else in its emoji fallback, else as its code
   * points, in a Span whose ActualText is the characters themselves (copying and screen readers get
   * them). A line with right-to-left script is laid out whole, so the bidi algorithm orders it.
   */
  print: (
    parent: Element,
    family: FontFamily,
    text: string,
    at: At,
    options: PDFKit.Mixins.TextOptions,
  ) => void;
  /**
   * Prints `text` like `print` as a link (`options.link` or `options.goTo` say where to), in a Link
   * element of its own under `parent` that its annotations belong to (links.ts).
   */
  printLink: (parent: Element, text: string, at: At, options: PDFKit.Mixins.TextOptions) => void;
  /**
   * Prints `text` like `print` as a pagination artifact: what a page repeats (its running header and
   * footer, a continued row's label) is no part of the structure tree, and screen readers skip it.
   */
  printArtifact: (family: FontFamily, text: string, at: At, options: PDFKit.Mixins.TextOptions) => void;
};

/** `U+1F600`: how a character no font here has is printed. */
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** A run's part on one line; `endsLine` when a line break follows it. */
type Piece = TextRun & { endsLine: boolean };

/**
 * `runs` cut at their line breaks; a blank line is an empty piece. pdfkit indents each line a break
 * starts inside a continued text by the width of what that text continued, so a run in another font
 * (an emoji) pushed the next line right, onto itself: each line is printed as a text of its own.
 */
function lines(runs: TextRun[]): Piece[] {
  const pieces: Piece[] = [];
  for (const run of runs) {
    run.text.split('\n').forEach((part, index) => {
      if (index > 0) {
        const last = pieces.at(-1);
        if (!last || last.endsLine) pieces.push({ font: run.font, text: '', endsLine: true });
        else last.endsLine = true;
      }
      if (part || run.unprintable) pieces.push({ ...run, text: part, endsLine: false });
    });
  }
  return pieces;
}

export function createWriter(doc: PDFKit.PDFDocument, t: Writer['t']): Writer {
  const registered = new Set<FontName>();
  const useFont = (name: FontName) => {
    if (!registered.has(name)) doc.registerFont(name, font(name));
    registered.add(name);
    doc.font(name);
  };

  const open = (parent: Element, type: string, attributes?: Record<string, string>) => {
    const child = doc.struct(type);
    if (attributes) child.dictionary.data.A = attributes;
    parent.add(child);
    return child;
  };

  /**
   * Lays `text` out piece by piece, handing each piece's drawing to `emit` (with the characters a code
   * point stands for, if it is one), which draws it where it belongs: tagged or as an artifact.
   */
  const lay = (
    family: FontFamily,
    text: string,
    at: At,
    options: PDFKit.Mixins.TextOptions,
    emit: (draw: () => void, unprintable: string | undefined) => void,
  ) => {
    if (at) [doc.x, doc.y] = at;
    const pieces = lines(textRuns(text, family));
    pieces.forEach((piece, index) => {
      const { unprintable } = piece;
      if (!piece.text && !unprintable) {
        doc.moveDown();
        return;
      }
      const continued = !piece.endsLine && (options.continued === true || index < pieces.length - 1);
      const pieceOptions = {
        ...options,
        continued,
        ...(hasRightToLeft(piece.text) && { features: WHOLE_LINE }),
      };
      const printed = unprintable
        ? t('pdf.unprintable', { codes: [...unprintable].map(codePoint).join(' ') })
        : piece.text;
      // pdfkit marks what a function child draws, as soon as the child is added.
      const draw = () => {
        useFont(piece.font);
        doc.text(printed, pieceOptions);
      };
      emit(draw, unprintable);
    });
  };

  const print: Writer['print'] = (parent, family, text, at, options) =>
    lay(family, text, at, options, (draw, unprintable) =>
      parent.add(unprintable ? doc.struct('Span', { actual: unprintable }, draw) : draw),
    );

  const printArtifact: Writer['printArtifact'] = (family, text, at, options) => {
    doc.markContent('Artifact', { type: 'Pagination' });
    lay(family, text, at, options, (draw) => draw());
    doc.endMarkedContent();
  };

  let openLink: OpenLink | undefined;
  tagLinkAnnotations(doc, () => openLink);
  const printLink: Writer['printLink'] = (parent, text, at, options) => {
    const element = open(parent, 'Link');
    openLink = { element, contents: text };
    print(element, 'regular', text, at, options);
    openLink = undefined;
    element.end();
  };

  return { doc, t, useFont, open, print, printLink, printArtifact };
}
