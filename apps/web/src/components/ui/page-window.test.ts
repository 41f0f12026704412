import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow, totalPagesOf } from './page-window';

describe('pageWindow', () => {
  it('is empty when there is one page or none', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it('lists every page when there are at most five', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the last page after an ellipsis near the start', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 7]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 7]);
  });

  it('needs no ellipsis when first and last page touch the window', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first page after an ellipsis near the end', () => {
    expect(pageWindow(7, 7)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 7)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7]);
  });

  it('centres five pages on the current one in the middle, with both ellipses', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 7)).toEqual(pageWindow(7, 7));
    expect(pageWindow(0, 7)).toEqual(pageWindow(1, 7));
  });

  it('never shows more than five numbers besides first and last', () => {
    for (let total = 2; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const items = pageWindow(page, total);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers.filter((n) => n !== 1 && n !== total).length).toBeLessThanOrEqual(5);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
    }
  });
});

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
