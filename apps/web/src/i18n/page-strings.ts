import type { Language } from '@teamhub/contracts';
import i18n from 'i18next';
import type { StringLoaders } from './lazy-strings';

/** A page's own texts in each language, as a branch of the translation tree (`{ chat: … }`), each a chunk. */
export type PageStrings = StringLoaders<object>;

/** The page texts loaded so far: a language switched to needs them too. */
const loadedPages = new Set<PageStrings>();

function initialized(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

async function add(strings: PageStrings, language: Language) {
  i18n.addResourceBundle(language, 'translation', await strings[language](), true, false);
}

/**
 * Loads a page's own texts in the reader's language before the page renders (app/routes.tsx), so the
 * language chunk every first screen waits for carries only what every page shows.
 */
export async function loadPageStrings(strings: PageStrings) {
  loadedPages.add(strings);
  await initialized();
  await add(strings, i18n.language as Language);
}

/** The texts of every page loaded so far, in `language`: awaited before switching to it. */
export async function loadPageStringsIn(language: Language) {
  await Promise.all([...loadedPages].map((strings) => add(strings, language)));
}
