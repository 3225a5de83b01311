import type { AppCore, AppModule } from '../app-module.js';
import type { DatabaseHandle } from '../../db/database.js';
import { createSearchRepository, SEARCHES_AT_ONCE } from './search.repository.js';
import { searchRoutes } from './search.routes.js';

/** /api/search, and `deps.repository` for the assistant's answers from the same search. */
export function createSearchModule(core: Pick<AppCore, 'db'>, databaseKind: DatabaseHandle['kind']) {
  const repository = createSearchRepository(core.db, SEARCHES_AT_ONCE[databaseKind]);
  const module: AppModule = {
    routes: [{ prefix: '/api/search', plugin: async (app) => searchRoutes(app, repository) }],
  };
  return { ...module, deps: { repository } };
}
