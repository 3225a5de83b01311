import type { AppCore, AppModule } from '../app-module.js';
import { createSearchRepository } from './search.repository.js';
import { searchRoutes } from './search.routes.js';

/** /api/search, and `deps.repository` for the assistant's answers from the same search. */
export function createSearchModule(core: Pick<AppCore, 'db'>) {
  const repository = createSearchRepository(core.db);
  const module: AppModule = {
    routes: [{ prefix: '/api/search', plugin: async (app) => searchRoutes(app, repository) }],
  };
  return { ...module, deps: { repository } };
}
