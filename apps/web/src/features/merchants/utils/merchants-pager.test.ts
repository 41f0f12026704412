import { describe, expect, it } from 'vitest';
import { merchantsPageCount, showsMerchantsPager } from './merchants-pager';

describe('merchant list pager rule', () => {
  it('is hidden at 10 rows or fewer', () => {
    expect(showsMerchantsPager(0)).toBe(false);
    expect(showsMerchantsPager(1)).toBe(false);
    expect(showsMerchantsPager(10)).toBe(false);
  });

  it('shows above 10 rows', () => {
    expect(showsMerchantsPager(11)).toBe(true);
    expect(showsMerchantsPager(250)).toBe(true);
  });

  it('follows the page size it is given', () => {
    expect(showsMerchantsPager(20, 20)).toBe(false);
    expect(showsMerchantsPager(21, 20)).toBe(true);
  });

  it('counts the pages, at least one', () => {
    expect(merchantsPageCount(0)).toBe(1);
    expect(merchantsPageCount(10)).toBe(1);
    expect(merchantsPageCount(11)).toBe(2);
    expect(merchantsPageCount(95)).toBe(10);
  });
});
