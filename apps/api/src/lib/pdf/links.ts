/**
 * A link's URI in 7-bit ASCII, as ISO 32000-1 (12.6.4.7) has it: pdfkit wrote one with other
 * characters as UTF-16, which pdf.js, for one, does not follow. The URL standard's serialisation
 * gives the host in IDNA (punycode) and the rest percent-encoded as UTF-8; a value stored before the
 * rules checked it, which does not parse, is percent-encoded as it stands. (An e-mail is ASCII: the
 * e-mail rule takes no other characters.)
 */
export const asciiUri = (href: string) => (URL.canParse(href) ? new URL(href).href : encodeURI(href));

/** pdfkit writes a String object as a PDF text string, and a plain string as a name. */
const textString = (text: string) => new String(text) as unknown as string;

/** A Link element being printed into, and what its annotations say they link. */
export type OpenLink = { element: PDFKit.PDFStructureElement; contents: string };

/**
 * pdfkit draws a link's annotations (one per line of its text) while it prints the text, and ties
 * one to the structure only for a web link printed straight into a Link element (not from inside a
 * Span, as a character no font has is), with an empty Contents; a link to a section of the document
 * it leaves out of the structure. From here on each is tied to the Link element `current` names (an
 * OBJR in it, its StructParent in the parent tree) and says what it links in its Contents, as a
 * tagged PDF (PDF/UA) has it; a link printed outside one is a mistake of this file's callers.
 */
export function tagLinkAnnotations(doc: PDFKit.PDFDocument, current: () => OpenLink | undefined) {
  const tagged = (options?: PDFKit.Mixins.AnnotationOption): PDFKit.Mixins.AnnotationOption => {
    const link = current();
    if (!link) throw new Error('A link printed outside a Link element');
    return { ...options, structParent: link.element, Contents: textString(link.contents) };
  };
  const link = doc.link.bind(doc);
  const goTo = doc.goTo.bind(doc);
  doc.link = (x, y, w, h, url, options) => link(x, y, w, h, url, tagged(options));
  doc.goTo = (x, y, w, h, name, options) => goTo(x, y, w, h, name, tagged(options));
}
