import { useLazyStrings, type StringLoaders } from '../../../i18n/lazy-strings';
import type { albumVi } from './album.vi';

const loaders: StringLoaders<typeof albumVi> = {
  vi: () => import('./album.vi').then((module) => module.albumVi),
  en: () => import('./album.en').then((module) => module.albumEn),
};

/**
 * Whether the album texts (the wizard's ordering step, the post carousel) of the current language are
 * loaded. They travel with the wizard and the carousel, both lazy, not with the feed's first screen,
 * whose budget has no room for them.
 */
export const useAlbumStrings = () => useLazyStrings('album', loaders);
