import { translator } from '@portal/i18n';
import {
  type EcomPrecheck,
  ecomRecordView,
  type Language,
  type PosPrecheck,
  posRecordView,
  type RecordView,
  type ViewRow,
} from '@portal/shared';
import PDFDocument from 'pdfkit';
import {
  font,
  type FontFamily,
  type FontName,
  hasRightToLeft,
  printable,
  textRuns,
  type TextRun,
  WHOLE_LINE,
} from './fonts.ts';
import { makeArchivable, PDF_A } from './archive.ts';
import { asciiUri, type OpenLink, tagLinkAnnotations } from './links.ts';

/** A record's view (the same the detail page shows) in its language. */
export type PdfContent = { view: RecordView; language: Language };
/** A pre-check as the API answers it (plain data, so it crosses to a worker thread as it is), to print. */
export type PdfRecord = { language: Language } & (
  { kind: 'pos'; record: PosPrecheck } | { kind: 'ecom'; record: EcomPrecheck }
);
/** Prints a record: `renderRecordPdf` itself, or the worker pool running it off the event loop. */
export type PdfRenderer = (content: PdfRecord) => Promise<Buffer>;

const BRAND = '#4263eb';
const MUTED = '#5c5f66';
const RULE = '#dee2e6';
const MARGIN = 50;
const LABEL_SHARE = 0.38;

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

/**
 * Draws what only decorates (the logo beside the product's name, shaded bands, rules, page numbers) as
 * an artifact: screen readers and text extraction skip it, and it has no place in the structure tree.
 */
function artifact(doc: PDFKit.PDFDocument, draw: () => void, options?: PDFKit.Mixins.MarkingOptions) {
  doc.markContent('Artifact', options);
  draw();
  doc.endMarkedContent();
}

/** The product's logo, drawn as vectors (the same shapes as the web app's SVG). */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const s = size / 64;
  doc.save();
  doc.roundedRect(x, y, size, size, 14 * s).fill(BRAND);
  doc.lineWidth(4 * s).strokeColor('#ffffff');
  doc.roundedRect(x + 12 * s, y + 18 * s, 40 * s, 28 * s, 5 * s).stroke();
  doc
    .moveTo(x + 12 * s, y + 27 * s)
    .lineTo(x + 52 * s, y + 27 * s)
    .stroke();
  doc.strokeColor('#74c0fc').lineCap('round').lineJoin('round');
  doc
    .moveTo(x + 22 * s, y + 38 * s)
    .lineTo(x + 27 * s, y + 43 * s)
    .lineTo(x + 38 * s, y + 32 * s)
    .stroke();
  doc.restore();
}

/**
 * A4 report: logo and product name, title, then each section of the record's view as a two-column
 * table of label and value under its sub-headings, and "Page x of y" on every page. Links stay links:
 * web addresses and e-mails, and the services to their sections. DejaVu Sans is embedded (subset),
 * so €, ß, umlauts, accents and ñ print and the text can be extracted; what it lacks comes from Noto
 * Emoji or prints as its code point, and Arabic and Hebrew are ordered right to left (fonts.ts).
 *
 * The PDF is tagged (PDF 1.7, its language in /Lang, the view's title shown as the window title), so
 * a screen reader reads it as the detail page: Document > P (product) > H1 (title), then per section
 * Sect > H2, and per block an optional H3 and a Table whose rows are TH (label, scoped to its row)
 * and TD (value, a Link inside for each link in it: a web address, an e-mail, a service). Content is
 * drawn in reading order, so the structure tree and the page agree.
 */
export function renderPdf({ view, language }: PdfContent): Promise<Buffer> {
  const t = translator(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: view.title, Producer: t('pdf.product'), Creator: t('pdf.product') },
    lang: language,
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    subset: PDF_A,
  });
  makeArchivable(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const registered = new Set<FontName>();
  const useFont = (name: FontName) => {
    // A fallback font is registered (and embedded) only in a document that needs it.
    if (!registered.has(name)) doc.registerFont(name, font(name));
    registered.add(name);
    doc.font(name);
  };

  const document = doc.struct('Document');
  doc.addStructure(document);
  /**
   * A new element of `type` under `parent`, to `print` into and then `end`. `attributes` are those
   * pdfkit has no option for; it writes an element out once it is complete, so they go in first.
   */
  const open = (parent: PDFKit.PDFStructureElement, type: string, attributes?: Record<string, string>) => {
    const child = doc.struct(type);
    if (attributes) child.dictionary.data.A = attributes;
    parent.add(child);
    return child;
  };
  /**
   * Prints `text` into `parent` like `doc.text`, at `at` or where the previous text ended, each
   * character in `family`'s font if it has the glyph, else in its emoji fallback, else as its code
   * points, in a Span whose ActualText is the characters themselves (copying and screen readers get
   * them). A run with right-to-left script is laid out whole, so the bidi algorithm orders its line.
   */
  const print = (
    parent: PDFKit.PDFStructureElement,
    family: FontFamily,
    text: string,
    at: [number, number] | undefined,
    options: PDFKit.Mixins.TextOptions,
  ) => {
    if (at) [doc.x, doc.y] = at;
    const list = lines(textRuns(text, family));
    list.forEach((piece, index) => {
      const { unprintable } = piece;
      if (!piece.text && !unprintable) {
        doc.moveDown();
        return;
      }
      const continued = !piece.endsLine && (options.continued === true || index < list.length - 1);
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
      parent.add(unprintable ? doc.struct('Span', { actual: unprintable }, draw) : draw);
    });
  };

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;

  artifact(doc, () => drawLogo(doc, MARGIN, MARGIN, 28));
  const product = open(document, 'P');
  doc.fontSize(13).fillColor('#212529');
  print(product, 'bold', t('pdf.product'), [MARGIN + 38, MARGIN + 7], {});
  product.end();
  doc.moveDown(2.2);
  const title = open(document, 'H1');
  doc.fontSize(18).fillColor('#212529');
  print(title, 'bold', view.title, [MARGIN, doc.y], { width });
  title.end();
  doc.moveDown(0.8);

  const labelWidth = width * LABEL_SHARE;
  const valueWidth = width - labelWidth - 10;
  const valueX = MARGIN + labelWidth + 10;

  let openLink: OpenLink | undefined;
  tagLinkAnnotations(doc, () => openLink);
  /** Prints `text` as a link (`options` say where to) in a Link element of its own under `parent`. */
  const printLink = (
    parent: PDFKit.PDFStructureElement,
    text: string,
    at: [number, number] | undefined,
    options: PDFKit.Mixins.TextOptions,
  ) => {
    const element = open(parent, 'Link');
    openLink = { element, contents: text };
    doc.fillColor(BRAND);
    print(element, 'regular', text, at, options);
    openLink = undefined;
    element.end();
  };

  const drawValue = (cell: PDFKit.PDFStructureElement, { value }: ViewRow, y: number) => {
    if (value.type === 'anchors') {
      // Each service links to its section, like the detail page's links.
      value.anchors.forEach((anchor, index) => {
        const last = index === value.anchors.length - 1;
        const options = { width: valueWidth, goTo: anchor.href.slice(1), continued: !last };
        printLink(cell, anchor.text, index === 0 ? [valueX, y] : undefined, options);
        if (!last) {
          doc.fillColor('#212529');
          print(cell, 'regular', ', ', undefined, { continued: true });
        }
      });
      return;
    }
    if (value.type === 'link') {
      printLink(cell, value.text, [valueX, y], { width: valueWidth, link: asciiUri(value.href) });
      return;
    }
    doc.fillColor('#212529');
    print(cell, 'regular', value.text, [valueX, y], { width: valueWidth });
  };

  const drawRow = (table: PDFKit.PDFStructureElement, row: ViewRow) => {
    doc.fontSize(9.5);
    useFont('bold');
    const labelHeight = doc.heightOfString(row.label, { width: labelWidth });
    useFont('regular');
    // An estimate where a fallback font or a code point prints: the page break needs it beforehand.
    const height = Math.max(
      labelHeight,
      doc.heightOfString(printable(row.value.text), { width: valueWidth }),
    );
    if (doc.y + height + 6 > bottom()) doc.addPage();
    const y = doc.y;
    const tr = open(table, 'TR');
    const th = open(tr, 'TH', { O: 'Table', Scope: 'Row' });
    doc.fillColor(MUTED);
    print(th, 'bold', row.label, [MARGIN, y], { width: labelWidth });
    th.end();
    const labelEnd = doc.y;
    const td = open(tr, 'TD');
    drawValue(td, row, y);
    td.end();
    tr.end();
    const next = Math.max(labelEnd, doc.y) + 4;
    artifact(doc, () =>
      doc
        .moveTo(MARGIN, next)
        .lineTo(MARGIN + width, next)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke(),
    );
    doc.y = next + 4;
  };

  for (const section of view.sections) {
    if (doc.y + 60 > bottom()) doc.addPage();
    const top = doc.y;
    const sect = open(document, 'Sect');
    artifact(doc, () => doc.rect(MARGIN, top, width, 20).fill('#edf2ff'));
    const heading = open(sect, 'H2');
    doc.fontSize(11).fillColor(BRAND);
    print(heading, 'bold', section.heading, [MARGIN + 6, top + 5], { width: width - 12 });
    heading.end();
    doc.addNamedDestination(section.key, 'XYZ', MARGIN, top, null);
    doc.y = top + 26;
    for (const block of section.blocks) {
      if (block.heading) {
        // A sub-heading keeps at least its first row with it.
        if (doc.y + 40 > bottom()) doc.addPage();
        doc.moveDown(0.3);
        const subheading = open(sect, 'H3');
        doc.fontSize(10).fillColor('#212529');
        print(subheading, 'bold', block.heading, [MARGIN, doc.y], { width });
        subheading.end();
        doc.y += 4;
      }
      const table = open(sect, 'Table');
      for (const row of block.rows) drawRow(table, row);
      table.end();
    }
    sect.end();
    doc.moveDown(1);
  }
  document.end();

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const text = t('pdf.page', { page: i + 1, pages: range.count });
    // The footer sits in the bottom margin; without lifting the margin pdfkit would open a new page for it.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () => {
        useFont('regular');
        doc
          .fontSize(8)
          .fillColor(MUTED)
          .text(text, MARGIN, doc.page.height - MARGIN + 10, { width, align: 'center', lineBreak: false });
      },
      { type: 'Pagination' },
    );
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}

/**
 * A record's view, as its detail page shows it, laid out as a PDF. The server knows no reader's time
 * zone, so dates are the UTC ones. The view is built here too, on the pool's thread (a full
 * e-commerce view takes about a millisecond: number and date formats), so the event loop only reads
 * the record and sends the bytes.
 */
export function renderRecordPdf(content: PdfRecord): Promise<Buffer> {
  const { language } = content;
  const t = translator(language);
  const options = { timeZone: 'UTC' };
  const view =
    content.kind === 'pos'
      ? posRecordView(content.record, t, language, options)
      : ecomRecordView(content.record, t, language, options);
  return renderPdf({ view, language });
}
