import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 1.4.10: nothing wider than the window, so nothing scrolls sideways or is cut off. */
export async function expectFits(page: Page, width: number) {
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
