import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import { authorSummarySchema } from './posts.js';

/** /api/presence: who has the app open right now. */
export const presenceEndpoints = defineEndpoints({
  'GET /api/presence/online': { data: z.object({ users: z.array(authorSummarySchema) }) },
});
