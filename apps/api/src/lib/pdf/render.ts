import { translator } from '@portal/i18n';
import {
  type EcomPrecheck,
  ecomRecordView,
  type Language,
  type PosPrecheck,
  posRecordView,
  type RecordView,
  type ViewRow,
  type ViewSection,
  type ViewValue,
} from '@portal/shared';
import PDFDocument from 'pdfkit';
import { makeArchivable, PDF_A } from './archive.ts';
import { printable } from './fonts.ts';
import { asciiUri } from './links.ts';
import { createWriter, type Writer } from './writer.ts';

/** A record's view (the same the detail page shows) in its language. */
export type PdfContent = { view: RecordView; language: Language };
/** A pre-check as the API answers it (plain data, so it crosses to a worker thread as it is), to print. */
export type PdfRecord = { language: Language } & PdfSubject;
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

/** The columns of an A4 page: the text's whole width, and the label's and the value's. */
const A4_WIDTH = 595.28;
const WIDTH = A4_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = WIDTH * LABEL_SHARE;
const VALUE_X = MARGIN + LABEL_WIDTH + GUTTER;
const VALUE_WIDTH = WIDTH - LABEL_WIDTH - GUTTER;

/** Where a page's content ends: the footer has the bottom margin. */
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - MARGIN - 20;

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

/**
 * "Page x of y" at the foot of page `page` of `pages`, an artifact (pagination): drawn once every
 * page exists, so the count is known.
 */
function drawFooter(doc: PDFKit.PDFDocument, page: number, pages: number, { t, useFont }: Writer) {
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
        .text(t('pdf.page', { page, pages }), MARGIN, doc.page.height - MARGIN + 10, {
          width: WIDTH,
          align: 'center',
          lineBreak: false,
        });
    },
    { type: 'Pagination' },
  );
  doc.page.margins.bottom = bottomMargin;
}

/** A section: its heading on a band (where the services link to), then its blocks as tables. */
function drawSection(writer: Writer, document: PDFKit.PDFStructureElement, section: ViewSection) {
  const { doc, open, print } = writer;
  if (doc.y + 60 > bottom(doc)) doc.addPage();
  const top = doc.y;
  const sect = open(document, 'Sect');
  artifact(doc, () => doc.rect(MARGIN, top, WIDTH, 20).fill(BAND));
  const heading = open(sect, 'H2');
  doc.fontSize(11).fillColor(BRAND);
  print(heading, 'bold', section.heading, [MARGIN + 6, top + 5], { width: WIDTH - 12 });
  heading.end();
  doc.addNamedDestination(section.key, 'XYZ', MARGIN, top, null);
  doc.y = top + 26;
  for (const block of section.blocks) {
    if (block.heading) {
      // A sub-heading keeps at least its first row with it.
      if (doc.y + 40 > bottom(doc)) doc.addPage();
      doc.moveDown(0.3);
      const subheading = open(sect, 'H3');
      doc.fontSize(10).fillColor(TEXT);
      print(subheading, 'bold', block.heading, [MARGIN, doc.y], { width: WIDTH });
      subheading.end();
      doc.y += 4;
    }
    const table = open(sect, 'Table');
    for (const row of block.rows) drawRow(writer, table, row);
    table.end();
  }
  sect.end();
  doc.moveDown(1);
}

/** A row: its label heading it and its value, on a new page if it would not fit, and a rule below. */
function drawRow(writer: Writer, table: PDFKit.PDFStructureElement, { label, value }: ViewRow) {
  const { doc, open, print, useFont } = writer;
  doc.fontSize(9.5);
  useFont('bold');
  const labelHeight = doc.heightOfString(label, { width: LABEL_WIDTH });
  useFont('regular');
  // An estimate where a fallback font or a code point prints: the page break needs it beforehand.
  const height = Math.max(labelHeight, doc.heightOfString(printable(value.text), { width: VALUE_WIDTH }));
  if (doc.y + height + 6 > bottom(doc)) doc.addPage();
  const y = doc.y;
  const tr = open(table, 'TR');
  const th = open(tr, 'TH', { O: 'Table', Scope: 'Row' });
  doc.fillColor(MUTED);
  print(th, 'bold', label, [MARGIN, y], { width: LABEL_WIDTH });
  th.end();
  const labelEnd = doc.y;
  const td = open(tr, 'TD');
  drawValue(writer, td, value, y);
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

/** A value at height `y` of its row: text, or links (a web address, an e-mail, the services). */
function drawValue(
  { doc, print, printLink }: Writer,
  cell: PDFKit.PDFStructureElement,
  value: ViewValue,
  y: number,
) {
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
  doc.fillColor(TEXT);
  print(cell, 'regular', value.text, at, { width: VALUE_WIDTH });
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

  const writer = createWriter(doc, t);
  const document = doc.struct('Document');
  doc.addStructure(document);
  drawHeader(writer, document, view.title);
  for (const section of view.sections) drawSection(writer, document, section);
  document.end();
  const { start, count } = doc.bufferedPageRange();
  for (let page = 1; page <= count; page++) {
    doc.switchToPage(start + page - 1);
    drawFooter(doc, page, count, writer);
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
