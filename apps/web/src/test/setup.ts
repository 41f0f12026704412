import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, loadCatalogue } from '@/lib/i18n';
import './jsdom-label-control';

// Lazy routes load their chunks through the module graph; on a busy two-core CI machine the first
// render of a route can take seconds, so waits get room beyond Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine calls; these stand-ins answer "no match" and "no resize".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Textarea's autosize listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}
window.scrollTo = () => undefined;

// Tests render screens without the routes that fetch their part of the catalogue: every part, at once.
beforeAll(() => loadCatalogue(['staff', 'precheckPos', 'precheckEcom']));

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
