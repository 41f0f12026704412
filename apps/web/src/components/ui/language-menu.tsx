import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

const options = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * Shows the current language in its own name; picking another switches the whole UI at once.
 * A native select: keyboard and touch friendly, and no popover code in the first download.
 *
 * On a phone it is as wide as its longest name ("Deutsch") and never narrower: in the staff header it
 * shares 320 px with the menu button and the logo, and a fixed width that the row could squeeze cut the
 * name to "Deuts". What gives way there is the logo's name (components/ui/logo.tsx).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('common.language')}
      data={options}
      value={currentLanguage()}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (isLanguage(language)) void i18n.changeLanguage(language);
      }}
      w={{ base: 'max-content', sm: 130 }}
      style={{ flexShrink: 0 }}
    />
  );
}
