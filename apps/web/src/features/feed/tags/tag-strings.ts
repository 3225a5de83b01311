import type { StringLoaders } from '../../../i18n/lazy-strings';
import type { tagsVi } from './tags.vi';

/** The hashtag page's texts: they load with the page (app/routes.tsx), not with the first screen. */
export const tagStrings: StringLoaders<{ tags: typeof tagsVi }> = {
  vi: () => import('./tags.vi').then((module) => ({ tags: module.tagsVi })),
  en: () => import('./tags.en').then((module) => ({ tags: module.tagsEn })),
};
