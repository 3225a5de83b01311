import type { StringLoaders } from '../../i18n/lazy-strings';
import type { documentsVi } from './documents.vi';

/** The documents' texts: they load with the page (app/routes.tsx), not with the first screen. */
export const documentsStrings: StringLoaders<{ documents: typeof documentsVi }> = {
  vi: () => import('./documents.vi').then((module) => ({ documents: module.documentsVi })),
  en: () => import('./documents.en').then((module) => ({ documents: module.documentsEn })),
};
