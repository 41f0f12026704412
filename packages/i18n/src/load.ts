import type { Language } from '@portal/shared';
import type { Messages } from './keys.ts';

/**
 * One language's catalogue, fetched on its own: the browser downloads only the language it shows
 * (DESIGN: the public forms' first load) and the others when the user switches.
 */
export const loadMessages: Record<Language, () => Promise<Messages>> = {
  en: () => import('../locales/en.ts'),
  es: () => import('../locales/es.ts'),
  de: () => import('../locales/de.ts'),
  it: () => import('../locales/it.ts'),
};
