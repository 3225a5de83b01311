import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';

/** /api/health: whether the server and its database are up (for load balancers and deploy checks). */
export const healthEndpoints = defineEndpoints({
  'GET /api/health': {
    signedIn: false,
    data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  },
});
