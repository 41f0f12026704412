import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { ScreenTitle } from '@/config/paths';

/** What a route tells the layout about its screen (router.tsx). */
export type ScreenHandle = { title: ScreenTitle };

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** WCAG 2.4.2: the window (and the tab, and the history list) names the screen, in the UI language. */
function useScreenTitle() {
  const { t } = useTranslation();
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1)?.title;
  const screen = title ? t(title) : undefined;
  const app = t('common.appName');
  useEffect(() => {
    document.title = screen ? `${screen} – ${app}` : app;
  }, [screen, app]);
}

/** How long a new screen may take to show its heading (its chunk, then its data) before we stop waiting. */
const HEADING_WAIT_MS = 10_000;

/**
 * After moving to another screen, focus goes to its heading, so a screen reader says where the person
 * is and the next Tab starts in the page, not back in the sidebar (the heading appears once the
 * screen's chunk and data are in). Not on the first load, and not when only the search or page in the
 * URL changes: focus then stays in the search box or the pager. Nor once the person has put focus
 * somewhere else themselves.
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusedBefore = document.activeElement;
    const findHeading = () => {
      if (document.activeElement !== focusedBefore && document.activeElement !== document.body) return true;
      // The page's own heading first; a selector list would take whichever comes first in the document.
      const heading =
        document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (findHeading()) return;
    const observer = new MutationObserver(() => {
      if (findHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}

/** Around every screen: the window title and where focus goes after navigation. */
export function RootLayout() {
  useScreenTitle();
  useFocusHeadingOnNavigation();
  return <Outlet />;
}
