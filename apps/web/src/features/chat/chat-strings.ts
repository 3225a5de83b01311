import type { StringLoaders } from '../../i18n/lazy-strings';
import type { chatVi } from './chat.vi';

/** The chat's texts: they load with the page (app/routes.tsx), not with the first screen. */
export const chatStrings: StringLoaders<{ chat: typeof chatVi }> = {
  vi: () => import('./chat.vi').then((module) => ({ chat: module.chatVi })),
  en: () => import('./chat.en').then((module) => ({ chat: module.chatEn })),
};
