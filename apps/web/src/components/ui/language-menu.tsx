import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

const options = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * Shows the current language in its own name; picking another switches the whole UI at once.
 * A native select: keyboard and touch friendly, and no popover code in the first download.
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
      w={{ base: 116, sm: 130 }}
    />
  );
}
