import type { Language } from '@teamhub/contracts';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A feature's texts in each language, each language its own chunk. */
export type StringLoaders<Texts> = Record<Language, () => Promise<Texts>>;

const loaded = (key: string, language: string) => i18n.exists(key, { lng: language });

/**
 * Texts a lazy feature brings along instead of the language chunk the first screen waits for (the
 * sign-in screen's budget): added under `key` when the feature first renders, and again for a language
 * switched to meanwhile. Answers whether the current language's texts are there; until then the feature
 * shows a loader rather than raw keys.
 */
export function useLazyStrings<Texts extends object>(key: string, loaders: StringLoaders<Texts>): boolean {
  const { i18n: instance } = useTranslation();
  const language = instance.language as Language;
  const ready = loaded(key, language);
  const [, setLoadedCount] = useState(0);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    void loaders[language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', { [key]: texts }, true, false);
      if (!cancelled) setLoadedCount((count) => count + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [key, language, loaders, ready]);
  return ready;
}
