import { translator } from '@portal/i18n';
import {
  type EcomPrecheck,
  ecomCompanyName,
  ecomRecordView,
  formatDateTime,
  type Language,
  type PosPrecheck,
  posRecordView,
  type RecordView,
  reviewViewSection,
  type ViewBlock,
  type ViewRow,
  type ViewSection,
  type ViewValue,
  typedText,
} from '@portal/shared';
import PDFDocument from 'pdfkit';
import { makeArchivable, PDF_A } from './archive.ts';
import { printable } from './fonts.ts';
import { asciiUri } from './links.ts';
import { createWriter, type Writer } from './writer.ts';

/**
 * A record's view (the same the detail page shows) in its language, and what every page repeats:
 * whose record it is at its head (`head`, e.g. "POS pre-check: Café Müller GmbH", and `reference`),
 * and at its foot when and for whom the PDF was made (`generated`).
 */
export type PdfContent = {
  view: RecordView;
  language: Language;
  head: string;
  reference: string;
  generated: string;
};
/**
 * A pre-check as the API answers it, to print at `generatedAt` for `reader`, or as the applicant's
 * own copy when `reader` is null. Plain data and a Date, which a worker thread receives as they are
 * (structured clone).
 */
export type PdfRecord = {
  language: Language;
  generatedAt: Date;
  /**
   * Whom the PDF says it was made for: a person's address or an API key's name; `team` when it is
   * the review team's copy (staff or a key), which states where the pre-check stands in review.
   */
  reader: { label: string; team: boolean } | null;
} & PdfSubject;
/** Which record a PDF prints, whatever its language. */
export type PdfSubject = { kind: 'pos'; record: PosPrecheck } | { kind: 'ecom'; record: EcomPrecheck };
/** Prints a record: `renderRecordPdf` itself, or the worker pool running it off the event loop. */
export type PdfRenderer = (content: PdfRecord) => Promise<Buffer>;

const BRAND = '#4263eb';
const TEXT = '#212529';
const MUTED = '#5c5f66';
const RULE = '#dee2e6';
const BAND = '#edf2ff';
const MARGIN = 50;
const LABEL_SHARE = 0.38;
const GUTTER = 10;
/** The band a section's heading stands on, and the space below it. */
const SECTION_HEAD = 26;
/** The space below a row, where its rule goes. */
const ROW_GAP = 6;
/**
 * The lines of a long text a row needs at the foot of a page to start there rather than on the next:
 * one or two lines under a label would read as a row of their own.
 */
const MIN_LINES = 3;

/** The columns of an A4 page: the text's whole width, and the label's and the value's. */
const A4_WIDTH = 595.28;
const WIDTH = A4_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = WIDTH * LABEL_SHARE;
const VALUE_X = MARGIN + LABEL_WIDTH + GUTTER;
const VALUE_WIDTH = WIDTH - LABEL_WIDTH - GUTTER;

/** Where a page's content ends: the footer has the bottom margin. */
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - 20;

/**
 * Draws what only decorates (the logo beside the product's name, shaded bands, rules) as an artifact:
 * screen readers and text extraction skip it, and it has no place in the structure tree.
 */
function artifact(doc: PDFKit.PDFDocument, draw: () => void) {
  doc.markContent('Artifact');
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

/** The first page's head: the logo and the product's name, then the view's title. */
function drawHeader({ doc, t, open, print }: Writer, document: PDFKit.PDFStructureElement, title: string) {
  artifact(doc, () => drawLogo(doc, MARGIN, MARGIN, 28));
  const product = open(document, 'P');
  doc.fontSize(13).fillColor(TEXT);
  print(product, 'bold', t('pdf.product'), [MARGIN + 38, MARGIN + 7], {});
  product.end();
  doc.moveDown(2.2);
  const heading = open(document, 'H1');
  doc.fontSize(18).fillColor(TEXT);
  print(heading, 'bold', title, [MARGIN, doc.y], { width: WIDTH });
  heading.end();
  doc.moveDown(0.8);
}

/** `text` on one line of `width`: cut short with an ellipsis if it is longer (a long company name). */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = [...text];
  let [low, high] = [0, chars.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${chars.slice(0, middle).join('')}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

/**
 * Whose record a page holds, in its top margin: kind and company on the left, the reference on the
 * right, a rule below. A page read on its own (printed, or sent on as a scan) still names its record.
 */
function drawRunningHead({ doc, useFont, printArtifact }: Writer, head: string, reference: string) {
  const y = MARGIN - 24;
  useFont('regular');
  doc.fontSize(8).fillColor(MUTED);
  const referenceWidth = doc.widthOfString(reference);
  // One line whatever the company's name holds: its line breaks and tabs read as spaces here.
  const line = head.replace(/\s+/g, ' ');
  printArtifact('regular', fitted(doc, line, WIDTH - referenceWidth - GUTTER), [MARGIN, y], {
    lineBreak: false,
  });
  printArtifact('regular', reference, [MARGIN, y], { width: WIDTH, align: 'right', lineBreak: false });
  artifact(doc, () =>
    doc
      .moveTo(MARGIN, MARGIN - 12)
      .lineTo(MARGIN + WIDTH, MARGIN - 12)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke(),
  );
}

/** The width the page number keeps at the right of the footer. */
const PAGE_NUMBER_WIDTH = 80;

/**
 * The foot of page `page` of `pages`: when and for whom the PDF was made on the left (it wraps if an
 * e-mail is long), "Page x of y" on the right. Drawn once every page exists, so the count is known.
 */
function drawFooter({ doc, t, printArtifact }: Writer, page: number, pages: number, generated: string) {
  // The footer sits in the bottom margin; without lifting the margin pdfkit would open a new page for it.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - MARGIN + 10;
  doc.fontSize(8).fillColor(MUTED);
  printArtifact('regular', generated, [MARGIN, y], { width: WIDTH - PAGE_NUMBER_WIDTH });
  printArtifact('regular', t('pdf.page', { page, pages }), [MARGIN, y], {
    width: WIDTH,
    align: 'right',
    lineBreak: false,
  });
  doc.page.margins.bottom = bottomMargin;
}

/** A section: its heading on a band (where the services link to), then its blocks as tables. */
function drawSection(writer: Writer, document: PDFKit.PDFStructureElement, section: ViewSection) {
  const { doc, open, print } = writer;
  // A heading keeps the start of its first row with it.
  const [first] = section.blocks;
  if (doc.y + SECTION_HEAD + (first ? blockStart(writer, first) : 0) > bottom(doc)) doc.addPage();
  const top = doc.y;
  const sect = open(document, 'Sect');
  artifact(doc, () => doc.rect(MARGIN, top, WIDTH, 20).fill(BAND));
  const heading = open(sect, 'H2');
  doc.fontSize(11).fillColor(BRAND);
  print(heading, 'bold', section.heading, [MARGIN + 6, top + 5], { width: WIDTH - 12 });
  heading.end();
  doc.addNamedDestination(section.key, 'XYZ', MARGIN, top, null);
  doc.y = top + SECTION_HEAD;
  for (const block of section.blocks) {
    if (block.heading) {
      if (doc.y + blockStart(writer, block) > bottom(doc)) doc.addPage();
      doc.moveDown(SUBHEADING_SPACE);
      const subheading = open(sect, 'H3');
      doc.fontSize(10).fillColor(TEXT);
      print(subheading, 'bold', block.heading, [MARGIN, doc.y], { width: WIDTH });
      subheading.end();
      doc.y += SUBHEADING_GAP;
    }
    const table = open(sect, 'Table');
    for (const row of block.rows) drawRow(writer, table, row);
    table.end();
  }
  sect.end();
  doc.moveDown(1);
}

/** The lines above a sub-heading, and the points below it. */
const SUBHEADING_SPACE = 0.3;
const SUBHEADING_GAP = 4;

/**
 * The height a row needs on the page it starts on: all of it, or for a text longer than MIN_LINES its
 * label and first lines (the rest may go on). An estimate where a fallback font or a code point
 * prints: the page break needs it beforehand.
 */
function rowStart({ doc, useFont }: Writer, { label, value }: ViewRow): number {
  doc.fontSize(9.5);
  useFont('bold');
  const labelHeight = doc.heightOfString(label, { width: LABEL_WIDTH });
  useFont('regular');
  const height = doc.heightOfString(printable(value.text), { width: VALUE_WIDTH });
  const start = value.type === 'text' ? Math.min(height, MIN_LINES * doc.currentLineHeight(true)) : height;
  return Math.max(labelHeight, start) + ROW_GAP;
}

/** The height a block needs on the page it starts on: its sub-heading, if any, and its first row's start. */
function blockStart(writer: Writer, { heading, rows }: ViewBlock): number {
  const { doc, useFont } = writer;
  const start = rows[0] ? rowStart(writer, rows[0]) : 0;
  if (!heading) return start;
  doc.fontSize(10);
  useFont('bold');
  const headingHeight = doc.heightOfString(heading, { width: WIDTH });
  return start + SUBHEADING_SPACE * doc.currentLineHeight(true) + headingHeight + SUBHEADING_GAP;
}

/**
 * The last of `ends` (ascending) whose start of `text` `fits`, or undefined if none does: a start
 * that fits is followed by shorter ones that fit too.
 */
function lastFitting(ends: number[], fits: (end: number) => boolean): number | undefined {
  let [low, high] = [0, ends.length - 1];
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (fits(ends[middle]!)) [found, low] = [ends[middle], middle + 1];
    else high = middle - 1;
  }
  return found;
}

/**
 * `text` (printable) cut in two so that the first part fits `height` in the value's column: after the
 * last word that fits, or inside a word longer than a line. The rest starts at its next word, or, if
 * a line break came between, at the start of its line, its indent kept.
 */
function splitToFit({ doc, useFont }: Writer, text: string, height: number): [string, string] {
  useFont('regular');
  const fits = (end: number) =>
    doc.heightOfString(text.slice(0, end).trimEnd(), { width: VALUE_WIDTH }) <= height;
  if (fits(text.length)) return [text, ''];
  const words = [...text.matchAll(/(?<=\s)\S/g)].map((match) => match.index);
  const end =
    lastFitting(words, fits) ??
    lastFitting(
      [...text].map((_, index, chars) => chars.slice(0, index + 1).join('').length),
      fits,
    ) ??
    0;
  const first = text.slice(0, end).trimEnd();
  const lineBreak = text.slice(first.length, end).lastIndexOf('\n');
  return [first, text.slice(lineBreak === -1 ? end : first.length + lineBreak + 1)];
}

/**
 * A row: its label heading it and its value, and a rule below. It starts on the next page if its
 * start does not fit (rowStart); a text that does not fit whole goes on over as many pages as it
 * takes, under its label marked "(continued)" on each, so no page is left half empty before it.
 */
function drawRow(writer: Writer, table: PDFKit.PDFStructureElement, row: ViewRow) {
  const { doc, open, print, printArtifact, t } = writer;
  const { label, value } = row;
  if (doc.y + rowStart(writer, row) > bottom(doc)) doc.addPage();
  const y = doc.y;
  const tr = open(table, 'TR');
  const th = open(tr, 'TH', { O: 'Table', Scope: 'Row' });
  doc.fillColor(MUTED);
  print(th, 'bold', label, [MARGIN, y], { width: LABEL_WIDTH });
  th.end();
  let labelEnd = doc.y;
  const td = open(tr, 'TD');
  drawValue(writer, td, value, y, () => {
    doc.addPage();
    // The label again, for the reader of this page: the structure tree has it once, in the TH.
    doc.fillColor(MUTED);
    printArtifact('bold', t('pdf.continued', { label }), [MARGIN, doc.y], { width: LABEL_WIDTH });
    labelEnd = doc.y;
    return MARGIN;
  });
  td.end();
  tr.end();
  const next = Math.max(labelEnd, doc.y) + 4;
  artifact(doc, () =>
    doc
      .moveTo(MARGIN, next)
      .lineTo(MARGIN + WIDTH, next)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke(),
  );
  doc.y = next + 4;
}

/**
 * A value at height `y` of its row: text, or links (a web address, an e-mail, the services). A text
 * goes on where `nextPage` says (at the top of a new page) for as long as it does not fit.
 */
function drawValue(
  writer: Writer,
  cell: PDFKit.PDFStructureElement,
  value: ViewValue,
  y: number,
  nextPage: () => number,
) {
  const { doc, print, printLink } = writer;
  const at: [number, number] = [VALUE_X, y];
  if (value.type === 'anchors') {
    // Each service links to its section, like the detail page's links.
    value.anchors.forEach((anchor, index) => {
      const last = index === value.anchors.length - 1;
      doc.fillColor(BRAND);
      printLink(cell, anchor.text, index === 0 ? at : undefined, {
        width: VALUE_WIDTH,
        goTo: anchor.href.slice(1),
        continued: !last,
      });
      if (!last) {
        doc.fillColor(TEXT);
        print(cell, 'regular', ', ', undefined, { continued: true });
      }
    });
    return;
  }
  if (value.type === 'link') {
    doc.fillColor(BRAND);
    printLink(cell, value.text, at, { width: VALUE_WIDTH, link: asciiUri(value.href) });
    return;
  }
  if (value.type !== 'text') {
    doc.fillColor(TEXT);
    print(cell, 'regular', value.text, at, { width: VALUE_WIDTH });
    return;
  }
  let [top, rest] = [y, printable(value.text)];
  for (;;) {
    const [part, more] = splitToFit(writer, rest, bottom(doc) - top - ROW_GAP);
    doc.fillColor(TEXT);
    print(cell, 'regular', part, [VALUE_X, top], { width: VALUE_WIDTH });
    if (!more) return;
    [top, rest] = [nextPage(), more];
  }
}

/**
 * A4 report: logo and product name, title, then each section of the record's view as a two-column
 * table of label and value under its sub-headings; every page is headed by whose record it is and
 * footed by when and for whom it was made and "Page x of y". Links stay links: web addresses and
 * e-mails (where the view has them as links, pdfContentOf), and the services to their sections.
 * DejaVu Sans is embedded (subset), so €, ß, umlauts, accents and ñ print and the text can be
 * extracted; what it lacks comes from Noto Emoji or prints as its code point, and Arabic and Hebrew
 * are ordered right to left (fonts.ts).
 *
 * The PDF is tagged (PDF 1.7, its language in /Lang, the view's title shown as the window title), so
 * a screen reader reads it as the detail page: Document > P (product) > H1 (title), then per section
 * Sect > H2, and per block an optional H3 and a Table whose rows are TH (label, scoped to its row)
 * and TD (value, a Link inside for each link in it: a web address, an e-mail, a service). Content is
 * drawn in reading order, so the structure tree and the page agree.
 */
export function renderPdf({ view, language, head, reference, generated }: PdfContent): Promise<Buffer> {
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

  const writer = createWriter(doc, t);
  const document = doc.struct('Document');
  doc.addStructure(document);
  drawHeader(writer, document, view.title);
  for (const section of view.sections) drawSection(writer, document, section);
  document.end();
  const { start, count } = doc.bufferedPageRange();
  for (let page = 1; page <= count; page++) {
    doc.switchToPage(start + page - 1);
    drawRunningHead(writer, head, reference);
    drawFooter(writer, page, count, generated);
  }
  doc.end();
  return done;
}

/**
 * A record's view, as its detail page shows it, laid out as a PDF. The server knows no reader's time
 * zone, so dates (the record's and the PDF's own) are the UTC ones. The view is built here too, on the
 * pool's thread (a full e-commerce view takes about a millisecond: number and date formats), so the
 * event loop only reads the record and sends the bytes.
 */
export function renderRecordPdf(content: PdfRecord): Promise<Buffer> {
  return renderPdf(pdfContentOf(content));
}

/**
 * What a record's PDF prints: its view (the team's copy led by where it stands in review; the
 * applicant's, signed in or not, is their answers only), its running head, and whom it was made for.
 * Only the team's copy links the web addresses and e-mails the applicant gave: any other may be sent
 * on to anyone (a public form mails it to whatever address it was given), so there they are inert.
 */
export function pdfContentOf(content: PdfRecord): PdfContent {
  const { language, generatedAt, reader } = content;
  const t = translator(language);
  const options = { timeZone: 'UTC', inertLinks: !reader?.team };
  const [view, kind, company] =
    content.kind === 'pos'
      ? [
          posRecordView(content.record, t, language, options),
          t('precheckPos.detail.pageTitle'),
          content.record.company,
        ]
      : [
          ecomRecordView(content.record, t, language, options),
          t('precheckEcom.detail.pageTitle'),
          ecomCompanyName(content.record),
        ];
  const date = formatDateTime(generatedAt, language, options);
  return {
    view: reader?.team
      ? { ...view, sections: [reviewViewSection(content.record, t, language, options), ...view.sections] }
      : view,
    language,
    head: t('pdf.runningHead', { kind, company: typedText(company, options) }),
    reference: content.record.reference,
    generated: reader
      ? t('pdf.generatedFor', { date, reader: reader.label })
      : t('pdf.generatedApplicantCopy', { date }),
  };
}
