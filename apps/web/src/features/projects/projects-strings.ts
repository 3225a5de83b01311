import type { StringLoaders } from '../../i18n/lazy-strings';
import type { projectsVi } from './projects.vi';

/** The projects' texts (the chat's task-from-message dialog uses them too): they load with the page (app/routes.tsx), not with the first screen. */
export const projectsStrings: StringLoaders<{ projects: typeof projectsVi }> = {
  vi: () => import('./projects.vi').then((module) => ({ projects: module.projectsVi })),
  en: () => import('./projects.en').then((module) => ({ projects: module.projectsEn })),
};
