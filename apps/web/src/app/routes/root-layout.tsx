import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import type { ScreenDescription, ScreenTitle } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { RouteError } from './route-error';

type TitledScreenProps = { title: ScreenTitle; description?: ScreenDescription; children: ReactNode };

/**
 * WCAG 2.4.2: the window (and the tab, and the history list) names the screen, in the UI language.
 * A screen with a `description` (the public forms, config/paths.ts) also has the page's meta
 * description, in the UI language, for search engines' results; it goes when the screen does.
 *
 * Both are read from the catalogue when written, not when this renders: the screen's part of the
 * catalogue (lib/i18n.ts) can arrive between the two without this render hearing of it, which left
 * "precheckEcom.pageTitle" in the window's title. Written again when a part arrives or the language
 * changes.
 */
export function TitledScreen({ title, description, children }: TitledScreenProps) {
  useEffect(() => {
    const meta = description === undefined ? undefined : document.createElement('meta');
    if (meta) {
      meta.name = 'description';
      document.head.append(meta);
    }
    const write = () => {
      document.title = `${i18n.t(title)} – ${i18n.t('common.appName')}`;
      if (meta && description !== undefined) meta.content = i18n.t(description);
    };
    write();
    i18n.on('languageChanged', write);
    i18n.store.on('added', write);
    return () => {
      i18n.off('languageChanged', write);
      i18n.store.off('added', write);
      meta?.remove();
    };
  }, [title, description]);
  return children;
}

type BoundaryProps = { children: ReactNode; location: string };

/**
 * What a screen that throws while rendering leaves: the error page (spec §8), never a blank one.
 * Another address clears it, as the person navigates away.
 */
class ScreenErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A screen failed') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error !== undefined && previous.location !== this.props.location) {
      this.setState({ error: undefined });
    }
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError />;
  }
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

/**
 * Around every screen: where focus goes after navigation, the error page for a screen that fails, and
 * 'Loading...' while the first screen's chunk arrives (later navigations keep the old screen up
 * meanwhile: the router moves in a transition).
 */
export function RootLayout() {
  useFocusHeadingOnNavigation();
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary location={pathname}>
      <Suspense fallback={<LoadingText />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
