import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ECOM_SERVICES, LANGUAGES } from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { renderRecordPdf } from '../src/lib/pdf/render.ts';

/**
 * Writes the pre-check PDFs of the test fixtures into the directory given, both kinds in every
 * language, for a validator to read (pdf-preflight.sh). The POS one carries a company name XML must
 * escape, and an address over several lines with a tab, Arabic, an emoji and a character no font has.
 */
const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: tsx scripts/pdf-fixtures.ts <directory>');

const pos = {
  ...FULL_POS_RECORD,
  company: 'Müller & Söhne <Test>',
  address: `${FULL_POS_RECORD.address}\n\tشركة النور 🚀\n中文`,
};
const ecom = { ...FULL_ECOM_RECORD, srv: [...ECOM_SERVICES] };
const copy = { generatedAt: new Date(), reader: null };
// The e-commerce one is the team's copy: only there are web addresses and e-mails link annotations.
const teamCopy = { ...copy, reader: { label: 'reviewer@example.com', team: true } };
for (const language of LANGUAGES) {
  writeFileSync(
    path.join(dir, `pos-${language}.pdf`),
    await renderRecordPdf({ kind: 'pos', record: pos, language, ...copy }),
  );
  writeFileSync(
    path.join(dir, `ecom-${language}.pdf`),
    await renderRecordPdf({ kind: 'ecom', record: ecom, language, ...teamCopy }),
  );
}
