import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ECOM_SERVICES, LANGUAGES } from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SaxesParser } from 'saxes';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICANT_COPY } from './printed.ts';
import { renderRecordPdf } from './render.ts';

/*
 * A PDF an archive takes: it says it is PDF/A-1b and PDF/UA-1 in XMP metadata that is well-formed XML
 * whatever the company is called, the metadata and the document information agree, and qpdf finds
 * nothing wrong with the file. (scripts/pdf-preflight.sh runs Apache PDFBox's PDF/A-1b preflight.)
 */

const HOSTILE = `Müller & Söhne <Test> "Q" 'R' ]]>`;

/** The XMP packet of a PDF: pdfkit writes it as an uncompressed stream. */
function xmp(pdf: Buffer): string {
  const start = pdf.indexOf('<?xpacket begin');
  const end = pdf.indexOf('?>', pdf.indexOf('<?xpacket end')) + 2;
  return pdf.subarray(start, end).toString('utf8');
}

/** The text of every element of well-formed, namespace-correct XML by its expanded name; throws otherwise. */
function parseXml(xml: string): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  const open: { name: string; text: string }[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => open.push({ name: `${tag.uri}${tag.local}`, text: '' }));
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    const { name, text } = open.pop()!;
    texts.set(name, [...(texts.get(name) ?? []), text.trim()]);
  });
  parser.write(xml).close();
  return texts;
}

const DC = 'http://purl.org/dc/elements/1.1/';
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

describe('the XMP metadata of a PDF', () => {
  it('is well-formed XML with a title holding &, <, > and quotes, and says what the document information says', async () => {
    const record = { ...FULL_POS_RECORD, company: HOSTILE };
    const pdf = await renderRecordPdf({ kind: 'pos', record, language: 'de', ...APPLICANT_COPY });
    const texts = parseXml(xmp(pdf));
    const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
    try {
      const info = (await document.getMetadata()).info as Record<string, string>;
      expect(info.Title).toContain(HOSTILE);
      // The title is the one rdf:li of the XMP in the default language (dc:title's).
      expect(texts.get(`${RDF}li`)).toContain(info.Title);
      expect(texts.get(`${DC}format`)).toEqual(['application/pdf']);
      expect(texts.get('http://ns.adobe.com/xap/1.0/CreatorTool')).toEqual([info.Creator]);
      expect(texts.get('http://ns.adobe.com/pdf/1.3/Producer')).toEqual([info.Producer]);
    } finally {
      await document.destroy();
    }
  });

  it('claims PDF/A-1b and PDF/UA-1, with an sRGB output intent and page tab order by structure', async () => {
    const pdf = await renderRecordPdf({
      kind: 'ecom',
      record: FULL_ECOM_RECORD,
      language: 'en',
      ...APPLICANT_COPY,
    });
    const texts = parseXml(xmp(pdf));
    expect(texts.get('http://www.aiim.org/pdfa/ns/id/part')).toEqual(['1']);
    expect(texts.get('http://www.aiim.org/pdfa/ns/id/conformance')).toEqual(['B']);
    expect(texts.get('http://www.aiim.org/pdfua/ns/id/part')).toEqual(['1']);
    // The PDF/UA identification is described in a PDF/A extension schema, as PDF/A has it.
    expect(texts.get('http://www.aiim.org/pdfa/ns/schema#prefix')).toEqual(['pdfuaid']);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/S \/GTS_PDFA1/);
    expect(raw).toMatch(/\/OutputConditionIdentifier \(sRGB IEC61966-2\.1\)/);
    const pages = raw.match(/\/Type \/Page\n/g)?.length;
    expect(raw.match(/\/Tabs \/S/g)?.length).toBe(pages);
  });
});

const QPDF = !spawnSync('qpdf', ['--version']).error;
if (!QPDF) console.warn('qpdf is not on PATH: the qpdf --check test is skipped (apt-get install qpdf).');

describe.skipIf(!QPDF)('qpdf --check', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const multiLine = `${FULL_POS_RECORD.address}\n\tشركة النور 🚀\r\n中文`;
  it.each(LANGUAGES)('finds no error or warning in the POS and e-commerce PDFs in %s', async (language) => {
    const pdfs = {
      pos: await renderRecordPdf({
        kind: 'pos',
        record: { ...FULL_POS_RECORD, company: HOSTILE, address: multiLine },
        language,
        ...APPLICANT_COPY,
      }),
      ecom: await renderRecordPdf({
        kind: 'ecom',
        record: { ...FULL_ECOM_RECORD, srv: [...ECOM_SERVICES] },
        language,
        ...APPLICANT_COPY,
      }),
    };
    for (const [kind, pdf] of Object.entries(pdfs)) {
      const file = path.join(dir, `${kind}-${language}.pdf`);
      writeFileSync(file, pdf);
      const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
      expect({ status: check.status, stderr: check.stderr }, check.stdout).toEqual({ status: 0, stderr: '' });
    }
  });
});
