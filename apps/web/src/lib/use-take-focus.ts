import { type RefObject, useEffect } from 'react';

/**
 * Puts focus on `target` once it is on screen, and again each time `when` changes to a truthy value:
 * for a heading that replaces what had focus (a form after sending, a row just removed), so a screen
 * reader says it and the keyboard goes on from there. A passive effect, not a layout one: a dialog
 * that closed in the same commit (Mantine's focus return) must first note where focus was, or it takes
 * focus back to its trigger. Tests therefore wait for the focus, which lands just after the paint.
 * `scrollToTop` also brings the top of the page into view, for whole-page changes.
 */
export function useTakeFocus(
  target: RefObject<HTMLElement | null>,
  { when = true, scrollToTop = false }: { when?: unknown; scrollToTop?: boolean } = {},
) {
  useEffect(() => {
    if (!when) return;
    if (scrollToTop) window.scrollTo({ top: 0 });
    target.current?.focus();
  }, [target, when, scrollToTop]);
}
