import { describe, expect, it } from 'vitest';
import { pageRange, totalPagesOf } from './page-range';

describe('pageRange and totalPagesOf', () => {
  it('gives the first and last result of a page', () => {
    expect(pageRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });

  it('rounds the page count up', () => {
    expect(totalPagesOf(0, 20)).toBe(0);
    expect(totalPagesOf(20, 20)).toBe(1);
    expect(totalPagesOf(21, 20)).toBe(2);
  });
});
