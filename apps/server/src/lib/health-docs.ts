import { z } from 'zod';
import { documented } from './route-docs.js';

/** GET /api/health, which app.ts answers itself. */
export const healthRouteDocs = documented({
  summary: 'Whether the server and its database are up',
  tag: 'health',
  signedIn: false,
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  errors: [],
});
