import type { Font } from 'fontkit';

// pdfkit 0.20 also takes a font fontkit has already parsed (PDFFontFactory.open); @types/pdfkit lags behind.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
