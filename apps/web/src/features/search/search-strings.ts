import { useLazyStrings, type StringLoaders } from '../../i18n/lazy-strings';
import type { searchVi } from './search.vi';

const loaders: StringLoaders<typeof searchVi> = {
  vi: () => import('./search.vi').then((module) => module.searchVi),
  en: () => import('./search.en').then((module) => module.searchEn),
};

/**
 * Whether the search texts of the current language are loaded. They travel with the palette and the
 * /search page, not with the first screen; nothing of them is imported by the layout, so the first
 * route stays as it was (an import shared with the layout becomes a chunk of its own there).
 */
export const useSearchStrings = () => useLazyStrings('search', loaders);
