import { defineEndpoints } from './endpoint.js';
import { deleteAccountBodySchema } from './workspace.js';

/** /api/account: the signed-in person's own account as a whole (deleting it, taking its data). */
export const accountEndpoints = defineEndpoints({
  'DELETE /api/account': { body: deleteAccountBodySchema, withMessage: true },
  'GET /api/account/export': { file: { description: 'The zip archive.', type: 'application/zip' } },
});
