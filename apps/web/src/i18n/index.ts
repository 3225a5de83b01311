import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@teamhub/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api-client';
import { en } from './locales/en';
import { vi } from './locales/vi';

const LANGUAGE_KEY = 'language';

function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.includes(value as Language) ? (value as Language) : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string) {
  setApiLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Switches the interface language and remembers it in this browser. */
export function changeLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  return i18n.changeLanguage(language);
}

export default i18n;
