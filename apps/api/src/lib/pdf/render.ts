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
 */
export function renderPdf({ view, language }: PdfContent): Promise<Buffer> {
  const t = translator(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: view.title, Producer: t('pdf.product'), Creator: t('pdf.product') },
    lang: language,
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

  drawLogo(doc, MARGIN, MARGIN, 28);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#212529')
    .text(t('pdf.product'), MARGIN + 38, MARGIN + 7);
  doc.moveDown(2.2);
  doc.font('bold').fontSize(18).fillColor('#212529').text(view.title, MARGIN, doc.y, { width });
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

  for (const section of view.sections) {
    if (doc.y + 60 > bottom()) doc.addPage();
    const top = doc.y;
    doc.rect(MARGIN, top, width, 20).fill('#edf2ff');
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(BRAND)
      .text(section.heading, MARGIN + 6, top + 5, { width: width - 12 });
    doc.addNamedDestination(section.key, 'XYZ', MARGIN, top, null);
    doc.y = top + 26;
    for (const block of section.blocks) {
      if (block.heading) {
        // A sub-heading keeps at least its first row with it.
        if (doc.y + 40 > bottom()) doc.addPage();
        doc.moveDown(0.3);
        doc.font('bold').fontSize(10).fillColor('#212529').text(block.heading, MARGIN, doc.y, { width });
        doc.y += 4;
      }
      for (const row of block.rows) {
        doc.fontSize(9.5);
        const height = Math.max(
          doc.font('bold').heightOfString(row.label, { width: labelWidth }),
          doc.font('regular').heightOfString(row.value.text, { width: valueWidth }),
        );
        if (doc.y + height + 6 > bottom()) doc.addPage();
        const y = doc.y;
        doc.font('bold').fillColor(MUTED).text(row.label, MARGIN, y, { width: labelWidth });
        drawValue(row, y);
        const next = y + height + 4;
        doc
          .moveTo(MARGIN, next)
          .lineTo(MARGIN + width, next)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
        doc.y = next + 4;
      }
    }
    doc.moveDown(1);
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const text = t('pdf.page', { page: i + 1, pages: range.count });
    // The footer sits in the bottom margin; without lifting the margin pdfkit would open a new page for it.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(text, MARGIN, doc.page.height - MARGIN + 10, { width, align: 'center', lineBreak: false });
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
