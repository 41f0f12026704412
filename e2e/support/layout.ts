import { expect, type Locator, type Page } from '@playwright/test';

/**
 * WCAG 1.4.10: nothing wider than the window, so nothing scrolls sideways or is cut off. Judged once the
 * layout has settled: right after the window is resized, the header's parts that switch by a media
 * query in script (not in CSS) still have their wide layout for a frame or two.
 */
export async function expectFits(page: Page, width: number) {
  await expect(async () => fitsNow(page, width)).toPass({ timeout: 5_000 });
}

async function fitsNow(page: Page, width: number) {
  const overflowing = await page.evaluate((limit) => {
    const wide: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *, nav *')) {
      const box = element.getBoundingClientRect();
      // Text kept for screen readers only is clipped to a pixel: it takes no room on screen.
      const shown =
        !element.closest('.mantine-VisuallyHidden-root') && getComputedStyle(element).visibility !== 'hidden';
      if (shown && box.width > 0 && box.right > limit + 1)
        wide.push(`${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    }
    // A label cut off inside its own box (a button or a badge that does not wrap) reaches no edge.
    for (const label of document.querySelectorAll<HTMLElement>(
      '.mantine-Button-label, .mantine-Badge-label',
    )) {
      if (label.scrollWidth > label.clientWidth + 1) wide.push(`cut off: ${label.textContent}`);
    }
    return { scroll: document.documentElement.scrollWidth, wide: wide.slice(0, 5) };
  }, width);
  expect(overflowing.wide, 'elements reaching past the right edge').toEqual([]);
  expect(overflowing.scroll).toBeLessThanOrEqual(width);
}

/**
 * A native select shows its chosen option whole: the option's text, in the select's font, is no wider
 * than the box between its paddings (the right one holds the chevron). The browser clips the text
 * otherwise, with no overflow to see ("Deuts").
 */
export async function expectWholeChoice(select: Locator) {
  const { label, needs, room } = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2D canvas to measure text with');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.selectedOptions[0]?.text ?? '';
    return {
      label: text,
      needs: context.measureText(text).width,
      room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
  expect(
    needs,
    `"${label}" needs ${needs.toFixed(1)} px, the menu shows ${room} px of it`,
  ).toBeLessThanOrEqual(room);
}

/**
 * What keeps a list from reading well at the window's width now: a button whose label takes
 * more than one line, a column header on two lines, a word broken between lines other than after a
 * hyphen (unless its text allows that: `overflow-wrap: anywhere`, kept for e-mails, URLs and codes), a
 * cell whose content reaches out of it, or a table wider than its panel. The rows may be a table or,
 * where it does not fit, blocks.
 */
export async function listFaults(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const faults: string[] = [];
    const describe = (element: Element) => (element.textContent ?? '').trim().slice(0, 60);
    /** The lines a range's text takes: its boxes' distinct tops, a pixel or two apart at most within one line. */
    const linesOf = (range: Range) => {
      const tops: number[] = [];
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2))
          tops.push(rect.top);
      }
      return tops.length;
    };
    const linesOfElement = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return linesOf(range);
    };

    for (const label of main.querySelectorAll('.mantine-Button-label')) {
      const lines = linesOfElement(label);
      if (lines > 1) faults.push(`button "${describe(label)}" on ${lines} lines`);
    }
    for (const header of main.querySelectorAll('th')) {
      const lines = linesOfElement(header);
      if (lines > 1) faults.push(`header "${describe(header)}" on ${lines} lines`);
    }
    for (const cell of main.querySelectorAll<HTMLElement>('td, th')) {
      if (cell.scrollWidth > cell.clientWidth + 1)
        faults.push(`"${describe(cell)}" reaches ${cell.scrollWidth - cell.clientWidth} px out of its cell`);
    }
    for (const table of main.querySelectorAll('table')) {
      let frame = table.parentElement;
      while (frame && frame !== main && getComputedStyle(frame).overflowX === 'visible')
        frame = frame.parentElement;
      if (frame && frame.scrollWidth > frame.clientWidth + 1)
        faults.push(`table "${table.getAttribute('aria-label')}" scrolls sideways`);
    }
    for (const list of main.querySelectorAll('table, ul[aria-label]')) {
      const texts = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const style = node.parentElement && getComputedStyle(node.parentElement);
        if (!style || style.overflowWrap === 'anywhere' || style.wordBreak === 'break-all') continue;
        // A hyphen ends a piece a line may break after ("Client-", "Adresse"), as in print.
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (linesOf(range) > 1) faults.push(`"${word[0]}" broken between lines`);
        }
      }
    }
    return faults;
  });
}
