import type { Font } from 'fontkit';

// pdfkit 0.20 also takes a font fontkit has already parsed (PDFFontFactory.open); @types/pdfkit lags behind.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
    // The structure element an annotation belongs to (pdfkit adds the OBJR and the StructParent).
    interface AnnotationOption {
      structParent?: PDFKit.PDFStructureElement;
    }
  }
  namespace PDFKit {
    // An element's own dictionary, where attributes go that pdfkit has no option for (a header cell's scope).
    interface PDFStructureElement {
      dictionary: { data: Record<string, unknown> };
    }
    // Where pdfkit writes the document information into the XMP metadata, as it ends the document.
    interface PDFDocument {
      _addInfo(): void;
    }
  }
}
