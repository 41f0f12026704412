/**
 * What makes the PDF one a bank can archive and check: PDF/A-1b (fonts embedded, their subsets
 * listed, colours defined by an sRGB output intent, XMP metadata that says what the document
 * information says; pdfkit's `subset` option writes the CIDSets, the intent and the PDF/A
 * identification), and the claim of PDF/UA-1 that the tagging earns (render.ts). PDF/A-1 rather than
 * 2: the validator at hand (Apache PDFBox's preflight, scripts/pdf-preflight.sh) checks PDF/A-1b, and
 * nothing printed here needs what PDF/A-2 adds (transparency, JPEG 2000, layers).
 */
export const PDF_A = 'PDF/A-1b';

/** Characters XML 1.0 cannot hold at all: dropped, not escaped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `text` as the content of an XML element or attribute. */
export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * PDF/A takes in XMP only the properties of the schemas XMP itself defines, and of those a file
 * describes: the PDF/UA identification is not one of them.
 */
const PDF_UA_ID = `
<rdf:Description rdf:about="" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
  <pdfuaid:part>1</pdfuaid:part>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
    xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>PDF/UA identification schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>part</pdfaProperty:name>
              <pdfaProperty:valueType>Integer</pdfaProperty:valueType>
              <pdfaProperty:category>internal</pdfaProperty:category>
              <pdfaProperty:description>Part of ISO 14289 the file conforms to</pdfaProperty:description>
            </rdf:li>
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>`;

/** The document information (title, creator, producer, creation date) as XMP, escaped. */
function infoXmp({ Title, Creator, Producer, CreationDate }: PDFKit.DocumentInfo) {
  const created = (CreationDate ?? new Date()).toISOString().replace(/\.\d+Z$/, 'Z');
  return `
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
  <xmp:CreateDate>${created}</xmp:CreateDate>
  <xmp:CreatorTool>${xmlText(Creator ?? '')}</xmp:CreatorTool>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <dc:format>application/pdf</dc:format>
  <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(Title ?? '')}</rdf:li></rdf:Alt></dc:title>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
  <pdf:Producer>${xmlText(Producer ?? '')}</pdf:Producer>
</rdf:Description>`;
}

/**
 * Adds to `doc` (made with `subset: PDF_A`) the PDF/UA identification, and writes its document
 * information into the XMP escaped: pdfkit writes it as it is, so a company named
 * "Müller & Söhne <Test>" made the metadata malformed XML, which an archive's validator refuses.
 * Every page says its annotations follow the structure (Tabs /S), as PDF/UA has it.
 */
export function makeArchivable(doc: PDFKit.PDFDocument) {
  doc.appendXML(PDF_UA_ID);
  doc._addInfo = () => doc.appendXML(infoXmp(doc.info));
  const tabsInStructureOrder = () => {
    Object.assign(doc.page.dictionary.data, { Tabs: 'S' });
  };
  tabsInStructureOrder();
  doc.on('pageAdded', tabsInStructureOrder);
}
