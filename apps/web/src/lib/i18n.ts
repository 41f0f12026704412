import { type CataloguePart, loadCataloguePart, type Messages } from '@portal/i18n/browser';
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
// Its parts (@portal/i18n/browser) are chunks of their own, fetched in the language shown when a screen
// first needs them: `base` at start, a form's own part with that form, the rest with sign-in and the
// signed-in screens (router.tsx). The top-level keys of the parts differ, so they add up side by side.

/** The parts wanted so far, each loading or loaded in every language asked for until now. */
const wantedParts = new Map<CataloguePart, Promise<void>>([['base', Promise.resolve()]]);
/** The languages i18next has asked for: a part wanted later is fetched in each of them. */
const askedLanguages = new Set<Language>();

async function loadParts(language: Language, parts: readonly CataloguePart[]): Promise<Partial<Messages>> {
  const trees = await Promise.all(parts.map((part) => loadCataloguePart[language][part]()));
  return Object.assign({}, ...trees) as Partial<Messages>;
}

// Every wanted part of a language, when i18next first shows it.
const backend = resourcesToBackend((language: string) => {
  if (!isLanguage(language)) return Promise.reject(new Error(`no catalogue for ${language}`));
  askedLanguages.add(language);
  return loadParts(language, [...wantedParts.keys()]);
});

/**
 * Makes sure `parts` of the catalogue are there before a screen that shows them: in every language
 * already asked for, and in any the user switches to later. A part that failed to arrive is asked
 * again on the next call (the screen's Retry).
 */
export function loadCatalogue(parts: readonly CataloguePart[]): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      let loading = wantedParts.get(part);
      if (!loading) {
        loading = Promise.all(
          [...askedLanguages].map(async (language) => {
            // Beside the parts already there: a shallow merge, the top-level keys of parts differ.
            i18n.addResourceBundle(language, 'translation', await loadParts(language, [part]));
          }),
        ).then(
          () => undefined,
          (error: unknown) => {
            wantedParts.delete(part);
            throw error;
          },
        );
        wantedParts.set(part, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

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
