import { defineEndpoints } from './endpoint.js';
import { searchAnswerSchema, searchQuerySchema } from './search.js';

/** /api/search: one ranked search across what the caller may open. */
export const searchEndpoints = defineEndpoints({
  'GET /api/search': { query: searchQuerySchema, data: searchAnswerSchema },
});
