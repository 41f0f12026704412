import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StructTreeNode } from 'pdfjs-dist/types/src/display/api';
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

/** A link annotation as pdf.js reads it: where it goes (`url` or `dest`) and what it says it links. */
export type PdfLink = {
  page: number;
  id: string;
  url: string | undefined;
  dest: unknown;
  contents: string;
  /** Whether a Link element of the structure tree holds it. */
  tagged: boolean;
};

/** Every link annotation of the PDF, whether the structure tree holds it, and all the pages' text. */
export async function pdfLinks(pdf: Buffer | Uint8Array): Promise<{ links: PdfLink[]; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const links: PdfLink[] = [];
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
