import { createRequire } from 'node:module';
import path from 'node:path';
import { translate } from '@portal/i18n';
import type { Language } from '@portal/shared';
import PDFDocument from 'pdfkit';

export type PdfRow = { label: string; value: string; link?: string | undefined };
export type PdfSection = { heading: string; anchor?: string; rows: PdfRow[] };
export type PdfContent = { title: string; language: Language; createdAt: Date; sections: PdfSection[] };
/** Lays a report out as a PDF: `renderPdf` itself, or the worker pool running it off the event loop. */
export type PdfRenderer = (content: PdfContent) => Promise<Buffer>;

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};

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
 * A4 report: logo and product name, title, creation date, then each section as a two-column table
 * of label and value, and "Page x of y" on every page. DejaVu Sans is embedded (subset), so €, ß,
 * umlauts, accents and ñ print and the text can be extracted.
 */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(content.language, key, vars);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: content.title, Producer: t('pdf.product'), Creator: t('pdf.product') },
    lang: content.language,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
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
  const created = new Intl.DateTimeFormat(content.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(t('pdf.submittedOn', { date: `${created.format(content.createdAt)} UTC` }), MARGIN, MARGIN + 10, {
      width,
      align: 'right',
    });
  doc.moveDown(2.2);
  doc.font('bold').fontSize(18).fillColor('#212529').text(content.title, MARGIN, doc.y, { width });
  doc.moveDown(0.8);

  const labelWidth = width * LABEL_SHARE;
  const valueWidth = width - labelWidth - 10;
  for (const section of content.sections) {
    if (doc.y + 60 > bottom()) doc.addPage();
    const top = doc.y;
    doc.rect(MARGIN, top, width, 20).fill('#edf2ff');
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(BRAND)
      .text(section.heading, MARGIN + 6, top + 5, { width: width - 12 });
    if (section.anchor) doc.addNamedDestination(section.anchor, 'XYZ', MARGIN, top, null);
    doc.y = top + 26;
    for (const row of section.rows) {
      doc.font('regular').fontSize(9.5);
      const height = Math.max(
        doc.font('bold').heightOfString(row.label, { width: labelWidth }),
        doc.font('regular').heightOfString(row.value, { width: valueWidth }),
      );
      if (doc.y + height + 6 > bottom()) doc.addPage();
      const y = doc.y;
      doc.font('bold').fillColor(MUTED).text(row.label, MARGIN, y, { width: labelWidth });
      doc
        .font('regular')
        .fillColor(row.link ? BRAND : '#212529')
        .text(row.value, MARGIN + labelWidth + 10, y, {
          width: valueWidth,
          ...(row.link && { link: row.link }),
        });
      const next = y + height + 4;
      doc
        .moveTo(MARGIN, next)
        .lineTo(MARGIN + width, next)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.y = next + 4;
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
