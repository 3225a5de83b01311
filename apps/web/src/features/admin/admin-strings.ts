import { useLazyStrings, type StringLoaders } from '../../i18n/lazy-strings';
import type { adminVi } from './admin.vi';

const loaders: StringLoaders<typeof adminVi> = {
  vi: () => import('./admin.vi').then((module) => module.adminVi),
  en: () => import('./admin.en').then((module) => module.adminEn),
};

/** Whether the admin texts of the current language are loaded (they travel with the admin code, not the first screen). */
export const useAdminStrings = () => useLazyStrings('admin', loaders);
