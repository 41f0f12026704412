import { translate } from '@portal/i18n';
import { ECOM_SERVICES, ecomCompanyName, LANGUAGES, type Language, type RecordView } from '@portal/shared';
import { FULL_ECOM_RECORD, FULL_POS_RECORD } from '@portal/shared/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StructTreeNode } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { squash } from './extracted-text.ts';
import { FOR_READER, pageFurniture } from './printed.ts';
import { pdfContentOf, renderRecordPdf } from './render.ts';

/*
 * A screen reader reads a tagged PDF by its structure tree, not by the page. These tests read the
 * tree back as pdf.js does (the engine of Firefox's viewer) and check that it says what the detail
 * page says, in the same order, with headings, tables and links for what they are, and that what
 * only decorates or repeats (logo, bands, rules, running heads, footers) stays out of it.
 */

/** Each leaf element as its path of roles and its text, e.g. `Document/Sect/Table/TR/TH Firmenname`. */
type Leaf = string;

/** What the tree should hold for a view: the product's name, then the view in the detail's order. */
function expectedLeaves(view: RecordView, language: Language): Leaf[] {
  const leaves: Leaf[] = [];
  const leaf = (path: string, text: string) => leaves.push(`Document/${path} ${squash(text)}`);
  leaf('P', translate(language, 'pdf.product'));
  leaf('H1', view.title);
  for (const section of view.sections) {
    leaf('Sect/H2', section.heading);
    for (const block of section.blocks) {
      if (block.heading) leaf('Sect/H3', block.heading);
      for (const { label, value } of block.rows) {
        leaf('Sect/Table/TR/TH', label);
        if (value.type === 'anchors') {
          // A Link per service, then the cell's own text: the commas between them, as pdf.js reads them.
          for (const anchor of value.anchors) leaf('Sect/Table/TR/TD/Link', anchor.text);
          leaf('Sect/Table/TR/TD', ','.repeat(value.anchors.length - 1));
        } else leaf(value.type === 'link' ? 'Sect/Table/TR/TD/Link' : 'Sect/Table/TR/TD', value.text);
      }
    }
  }
  return leaves;
}

type Tagged = {
  marked: boolean | undefined;
  language: string | undefined;
  title: string | undefined;
  leaves: Leaf[];
  /** Text drawn outside any structure element and outside any artifact: invisible to the tree. */
  unmarked: string[];
  /** Text drawn as an artifact. */
  artifacts: string[];
  pages: number;
};

async function readTagged(pdf: Buffer): Promise<Tagged> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const info = (await document.getMetadata()).info as { Language?: string; Title?: string };
    const markInfo = await document.getMarkInfo();
    const leaves: Leaf[] = [];
    const unmarked: string[] = [];
    const artifacts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const textOf = new Map<string, string>();
      // Marked content nests (an artifact inside nothing, a structure's content inside nothing).
      const open: { id?: string; tag?: string }[] = [];
      for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
        if ('type' in item) {
          if (item.type === 'endMarkedContent') open.pop();
          // pdf.js passes the marked content's tag too, which its type leaves out.
          else open.push(item);
          continue;
        }
        const owner = open.findLast((mark) => mark.id);
        // Pieces of one line join as they are; a line's end is a space.
        const text = item.hasEOL ? `${item.str} ` : item.str;
        if (owner?.id) textOf.set(owner.id, `${textOf.get(owner.id) ?? ''}${text}`);
        else if (open.some((mark) => mark.tag === 'Artifact')) artifacts.push(item.str);
        else if (item.str.trim()) unmarked.push(item.str);
      }
      const walk = (node: StructTreeNode, path: string) => {
        const texts: string[] = [];
        for (const child of node.children) {
          if ('role' in child) walk(child, path ? `${path}/${child.role}` : child.role);
          else if (child.type === 'content') texts.push(textOf.get(child.id) ?? '');
        }
        if (texts.length) leaves.push(`${path} ${squash(texts.join(''))}`);
      };
      const tree = await page.getStructTree();
      if (tree) walk(tree, '');
    }
    return {
      marked: markInfo?.Marked,
      language: info.Language,
      title: info.Title,
      leaves,
      unmarked,
      artifacts: artifacts.filter((text) => text.trim()),
      pages: document.numPages,
    };
  } finally {
    await document.destroy();
  }
}

describe.each(LANGUAGES)('a pre-check PDF in %s is tagged', (language) => {
  it('POS: its language, its title shown as title, and the view as the structure tree, in order', async () => {
    const content = { kind: 'pos', record: FULL_POS_RECORD, language, ...FOR_READER } as const;
    const pdf = await renderRecordPdf(content);
    const { view } = pdfContentOf(content);
    const tagged = await readTagged(pdf);
    expect(tagged.marked).toBe(true);
    expect(tagged.language).toBe(language);
    expect(tagged.title).toBe(view.title);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(raw.slice(0, 8)).toBe('%PDF-1.7');
    // Each label heads its row (the header cells' scope is no text, so only the file says it).
    const rows = view.sections.flatMap((section) => section.blocks.flatMap((block) => block.rows));
    expect(raw.match(/\/Scope \/Row/g)).toHaveLength(rows.length);
    expect(tagged.leaves).toEqual(expectedLeaves(view, language));
    expect(tagged.unmarked).toEqual([]);
  });

  it('e-commerce with every service: sub-headings, links, and running heads and footers left out of the tree', async () => {
    const record = { ...FULL_ECOM_RECORD, srv: [...ECOM_SERVICES] };
    const content = { kind: 'ecom', record, language, ...FOR_READER } as const;
    const pdf = await renderRecordPdf(content);
    const { view } = pdfContentOf(content);
    const tagged = await readTagged(pdf);
    expect(tagged.marked).toBe(true);
    expect(tagged.language).toBe(language);
    expect(tagged.leaves).toEqual(expectedLeaves(view, language));
    expect(tagged.unmarked).toEqual([]);
    const { pages } = tagged;
    expect(pages).toBeGreaterThan(1);
    const whose = { kind: 'ecom', company: ecomCompanyName(record), reference: record.reference } as const;
    expect(tagged.artifacts).toEqual(
      Array.from({ length: pages }, (_, i) =>
        pageFurniture(language, whose, FOR_READER, i + 1, pages),
      ).flat(),
    );
  });
});
