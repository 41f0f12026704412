import { loadMessages } from '@portal/i18n/browser';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@portal/shared';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/** The UI language as one of ours: i18next may hold a regional code or nothing during start-up. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

// The catalogue keeps each language as one tree ("auth.errorOccurred", "validation.nameRequired"), so one
// i18next namespace holds it whole and the same dotted keys work in the browser, the API and the mails.
// Each language is a chunk of its own, fetched when it is first shown.
const backend = resourcesToBackend((language: string) =>
  isLanguage(language) ? loadMessages[language]() : Promise.reject(new Error(`no catalogue for ${language}`)),
);

// Every language has every key (the catalogue test), so none needs another one's catalogue: only the
// language shown is downloaded. An unsupported one (the browser's 'fr') falls back to the default.
const fallbackLng = {
  default: [DEFAULT_LANGUAGE],
  ...Object.fromEntries(LANGUAGES.map((language) => [language, []])),
};

// Screen readers pick their voice and the browser its hyphenation from <html lang>, so it follows the UI.
i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLanguage();
});

void i18n
  .use(backend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES,
    fallbackLng,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    // React escapes what it renders; escaping here too would show entities such as &amp; to the user.
    interpolation: { escapeValue: false },
    // Keeps the library's advertisement out of our users' consoles.
    showSupportNotice: false,
  });

export { i18n };
