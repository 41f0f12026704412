import { ECOM_SERVICES, type EcomPrecheck } from '@portal/shared';
import { FULL_ECOM_RECORD } from '@portal/shared/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StructTreeNode } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { APPLICANT_COPY } from './printed.ts';
import { renderRecordPdf } from './render.ts';

/*
 * A link in the PDF works in any reader and is part of what a screen reader reads: its URI is 7-bit
 * ASCII (ISO 32000-1, 12.6.4.7) while the page shows the address as typed, and every link annotation,
 * to a web address, an e-mail or a section, belongs to a Link element of the structure tree and says
 * what it links (Contents).
 */

const SHOP = 'https://shop.caffè-città.example/prodotti?q=caffè';
/** The same address as a receiver should find it: the host in punycode, the query percent-encoded. */
const SHOP_ASCII = 'https://shop.xn--caff-citt-y1a6f.example/prodotti?q=caff%C3%A8';

const record: EcomPrecheck = {
  ...FULL_ECOM_RECORD,
  srv: [...ECOM_SERVICES],
  genInfo: { ...FULL_ECOM_RECORD.genInfo, genUrl: SHOP },
};

type Link = {
  page: number;
  id: string;
  url: string | undefined;
  dest: unknown;
  contents: string;
  tagged: boolean;
};

/** Every link annotation of the PDF, whether the structure tree holds it, and all the pages' text. */
async function readLinks(pdf: Buffer): Promise<{ links: Link[]; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const links: Link[] = [];
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      text += (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
      // The annotations each Link element of the tree refers to (pdf.js names an OBJR by its object).
      const inLinks = new Set<string>();
      const walk = (node: StructTreeNode) => {
        for (const child of node.children) {
          if ('role' in child) walk(child);
          else if (node.role === 'Link' && (child.type === 'object' || child.type === 'annotation'))
            inLinks.add(child.id.replace(/^pdfjs_internal_id_/, ''));
        }
      };
      const tree = await page.getStructTree();
      if (tree) walk(tree);
      for (const annotation of (await page.getAnnotations()) as Record<string, unknown>[]) {
        if (annotation.subtype !== 'Link') continue;
        const id = String(annotation.id);
        links.push({
          page: number,
          id,
          url: (annotation.url ?? annotation.unsafeUrl) as string | undefined,
          dest: annotation.dest,
          contents: (annotation.contentsObj as { str: string }).str,
          tagged: (annotation.structParent as number) >= 0 && inLinks.has(id),
        });
      }
    }
    return { links, text };
  } finally {
    await document.destroy();
  }
}

describe('links in an e-commerce PDF with every service', () => {
  it('go to a web address written in ASCII, shown as typed', async () => {
    const { links, text } = await readLinks(
      await renderRecordPdf({ kind: 'ecom', record, language: 'it', ...APPLICANT_COPY }),
    );
    expect(links.find((link) => link.url === SHOP_ASCII)).toMatchObject({ page: 1, contents: SHOP });
    expect(text).toContain(SHOP);
    for (const link of links) if (link.url) expect(link.url).toMatch(/^[\x21-\x7e]+$/);
  });

  it('are each in a Link element of the structure tree, with what they link as their Contents', async () => {
    const { links } = await readLinks(
      await renderRecordPdf({ kind: 'ecom', record, language: 'de', ...APPLICANT_COPY }),
    );
    const sections = links.filter((link) => link.dest);
    // A service's name may wrap onto a second line, which is a second annotation.
    expect(new Set(sections.map((link) => link.dest))).toEqual(
      new Set(['ccpInfo', 'apInfo', 'wlInfo', 'chInfo', 'cbInfo', 'incInfo', 'abInfo']),
    );
    expect(links.filter((link) => link.url?.startsWith('mailto:'))).toHaveLength(3);
    for (const link of links) {
      expect(link, link.id).toMatchObject({ tagged: true, contents: expect.stringMatching(/\S/) });
    }
  });
});
