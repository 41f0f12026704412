import { describe, expect, it } from 'vitest';
import { precheckDetailHref, precheckPdfPath } from './precheck-links';

describe('precheck links', () => {
  it('sends POS pre-checks to /precheck-pos/{id} and e-commerce ones to /precheck/{id}', () => {
    expect(precheckDetailHref({ id: 'a1', type: 'POS' })).toBe('/precheck-pos/a1');
    expect(precheckDetailHref({ id: 'b2', type: 'ECOM' })).toBe('/precheck/b2');
  });

  it('asks for the PDF of the right kind in the given language', () => {
    expect(precheckPdfPath({ id: 'a1', type: 'POS' }, 'de')).toBe('/precheck-pos/a1/pdf?language=de');
    expect(precheckPdfPath({ id: 'b2', type: 'ECOM' }, 'it')).toBe('/precheck/b2/pdf?language=it');
  });
});
