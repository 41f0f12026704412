import { useEffect, useState } from 'react';

/**
 * Which section the person is at, by id: the one that last took focus, or, as the page scrolls, the
 * last one whose top has passed the upper third of the window. The first until either happens.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  // One string, so a new array of the same sections does not set the listeners up again.
  const key = ids.join(' ');

  useEffect(() => {
    const sections = key.split(' ');
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const holder = sections.find((id) => document.getElementById(id)?.contains(target));
      if (holder) setCurrent(holder);
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const line = window.innerHeight / 3;
        const passed = sections.filter((id) => {
          const top = document.getElementById(id)?.getBoundingClientRect().top;
          return top !== undefined && top <= line;
        });
        setCurrent(passed.at(-1) ?? sections[0]);
      });
    };
    document.addEventListener('focusin', onFocus);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  // A section that went (its service unticked) hands over to the first.
  return current !== undefined && ids.includes(current) ? current : ids[0];
}
