import { PDFParse } from 'pdf-parse';

/** A PDF's text as a reader extracts it (pdf.js underneath). */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
