import { messageKey } from '@portal/i18n/browser';
import type { Language, Translate } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

/**
 * The UI's translation and language as a record's view takes them; a new language builds a new view.
 * A file of its own: the forms build their review's view with it, and load the tables later.
 */
export function useViewTranslation(): { t: Translate; language: Language } {
  const { t } = useTranslation();
  return { t: (key, vars) => t(messageKey(key), vars), language: currentLanguage() };
}
