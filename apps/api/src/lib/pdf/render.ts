import { createRequire } from 'node:module';
import path from 'node:path';
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
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/** A record's view (the same the detail page shows) in its language. */
export type PdfContent = { view: RecordView; language: Language };
/** A pre-check as the API answers it (plain data, so it crosses to a worker thread as it is), to print. */
export type PdfRecord = { language: Language } & (
  { kind: 'pos'; record: PosPrecheck } | { kind: 'ecom'; record: EcomPrecheck }
);
/** Prints a record: `renderRecordPdf` itself, or the worker pool running it off the event loop. */
export type PdfRenderer = (content: PdfRecord) => Promise<Buffer>;

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

function openFont(file: string): fontkit.Font {
  const font = fontkit.openSync(path.join(fontDir, file));
  if ('fonts' in font) throw new Error(`${file} is a font collection`);
  return font;
}

/**
 * Parsed once per thread, at its first PDF, and shared by every document it lays out: fontkit decodes
 * a font's tables (the kerning and ligature lookups above all) and glyphs lazily into the font object,
 * so a font parsed for each document paid that decoding again every time, about half of a render.
 * A document keeps its own state (the subset it embeds, its layout cache) in pdfkit's wrapper.
 */
let parsedFonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
const fonts = () =>
  (parsedFonts ??= { regular: openFont('DejaVuSans.ttf'), bold: openFont('DejaVuSans-Bold.ttf') });

const BRAND = '#4263eb';
const MUTED = '#5c5f66';
const RULE = '#dee2e6';
const MARGIN = 50;
const LABEL_SHARE = 0.38;

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
 * so €, ß, umlauts, accents and ñ print and the text can be extracted.
 *
 * The PDF is tagged (PDF 1.7, its language in /Lang, the view's title shown as the window title), so
 * a screen reader reads it as the detail page: Document > P (product) > H1 (title), then per section
 * Sect > H2, and per block an optional H3 and a Table whose rows are TH (label, scoped to its row)
 * and TD (value, a Link inside when it is one). Content is drawn in reading order, so the structure
 * tree and the page agree. The links to sections are not in the tree: pdfkit ties only URI links to
 * a Link element.
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
  });
  const { regular, bold } = fonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;

  const document = doc.struct('Document');
  doc.addStructure(document);
  /**
   * An element of `type` under `parent` holding what `draw` prints (pdfkit marks it as it runs), with
   * `attributes` that pdfkit has no option for. pdfkit writes an element out once it is complete.
   */
  const element = (
    parent: PDFKit.PDFStructureElement,
    type: string,
    draw: () => void,
    attributes?: Record<string, string>,
  ) => {
    const child = doc.struct(type, {}, draw);
    if (attributes) child.dictionary.data.A = attributes;
    parent.add(child);
  };

  artifact(doc, () => drawLogo(doc, MARGIN, MARGIN, 28));
  element(document, 'P', () =>
    doc
      .font('bold')
      .fontSize(13)
      .fillColor('#212529')
      .text(t('pdf.product'), MARGIN + 38, MARGIN + 7),
  );
  doc.moveDown(2.2);
  element(document, 'H1', () =>
    doc.font('bold').fontSize(18).fillColor('#212529').text(view.title, MARGIN, doc.y, { width }),
  );
  doc.moveDown(0.8);

  const labelWidth = width * LABEL_SHARE;
  const valueWidth = width - labelWidth - 10;
  const valueX = MARGIN + labelWidth + 10;

  const drawValue = ({ value }: ViewRow, y: number) => {
    doc.font('regular');
    if (value.type === 'anchors') {
      // Each service links to its section, like the detail page's links.
      value.anchors.forEach((anchor, index) => {
        const last = index === value.anchors.length - 1;
        const options = { width: valueWidth, goTo: anchor.href.slice(1), continued: !last };
        doc.fillColor(BRAND);
        if (index === 0) doc.text(anchor.text, valueX, y, options);
        else doc.text(anchor.text, options);
        if (!last) doc.fillColor('#212529').text(', ', { continued: true });
      });
      return;
    }
    const link = value.type === 'link' ? value.href : undefined;
    doc
      .fillColor(link ? BRAND : '#212529')
      .text(value.text, valueX, y, { width: valueWidth, ...(link && { link }) });
  };

  const drawRow = (table: PDFKit.PDFStructureElement, row: ViewRow) => {
    doc.fontSize(9.5);
    const height = Math.max(
      doc.font('bold').heightOfString(row.label, { width: labelWidth }),
      doc.font('regular').heightOfString(row.value.text, { width: valueWidth }),
    );
    if (doc.y + height + 6 > bottom()) doc.addPage();
    const y = doc.y;
    const tr = doc.struct('TR');
    table.add(tr);
    element(
      tr,
      'TH',
      () => doc.font('bold').fillColor(MUTED).text(row.label, MARGIN, y, { width: labelWidth }),
      { O: 'Table', Scope: 'Row' },
    );
    const td = doc.struct('TD');
    tr.add(td);
    // pdfkit puts a URI link's annotation in the structure when its text is drawn inside a Link.
    if (row.value.type === 'link') element(td, 'Link', () => drawValue(row, y));
    else td.add(() => drawValue(row, y));
    td.end();
    tr.end();
    const next = y + height + 4;
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
    const sect = doc.struct('Sect');
    document.add(sect);
    artifact(doc, () => doc.rect(MARGIN, top, width, 20).fill('#edf2ff'));
    element(sect, 'H2', () =>
      doc
        .font('bold')
        .fontSize(11)
        .fillColor(BRAND)
        .text(section.heading, MARGIN + 6, top + 5, { width: width - 12 }),
    );
    doc.addNamedDestination(section.key, 'XYZ', MARGIN, top, null);
    doc.y = top + 26;
    for (const block of section.blocks) {
      if (block.heading) {
        const heading = block.heading;
        // A sub-heading keeps at least its first row with it.
        if (doc.y + 40 > bottom()) doc.addPage();
        doc.moveDown(0.3);
        element(sect, 'H3', () =>
          doc.font('bold').fontSize(10).fillColor('#212529').text(heading, MARGIN, doc.y, { width }),
        );
        doc.y += 4;
      }
      const table = doc.struct('Table');
      sect.add(table);
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
      () =>
        doc
          .font('regular')
          .fontSize(8)
          .fillColor(MUTED)
          .text(text, MARGIN, doc.page.height - MARGIN + 10, { width, align: 'center', lineBreak: false }),
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
