import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@teamhub/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api-client';
import { loadPageStringsIn } from './page-strings';
import type { TranslationShape } from './locales/vi';

const LANGUAGE_KEY = 'language';

/**
 * Each language's strings are a chunk of their own: a visitor downloads the language they read, and
 * the other one only when they switch to it.
 */
const loadStrings: Record<Language, () => Promise<TranslationShape>> = {
  vi: () => import('./locales/vi').then((module) => module.vi),
  en: () => import('./locales/en').then((module) => module.en),
};

function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.includes(value as Language) ? (value as Language) : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string) {
  setApiLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

async function ensureStrings(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadStrings[language]());
}

/**
 * Loads the remembered language's strings and starts i18next with them. The app renders only after
 * this resolves, so the first paint is already in the right language (no flash of keys or of the
 * other language).
 */
export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: await loadStrings[language]() } },
    lng: language,
    // Both languages have every key (TranslationShape), so nothing falls back to a language not loaded.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(i18n.language);
  i18n.on('languageChanged', applyLanguage);
}

/** Switches the interface language (loading its strings first) and remembers it in this browser. */
export async function changeLanguage(language: Language) {
  await Promise.all([ensureStrings(language), loadPageStringsIn(language)]);
  localStorage.setItem(LANGUAGE_KEY, language);
  return i18n.changeLanguage(language);
}
