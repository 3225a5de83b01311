import { signupInfoQuerySchema } from './admin.js';
import { defineEndpoints } from './endpoint.js';
import { signupInfoSchema } from './workspace.js';

/** The workspace's sign-up rules as the signed-out screens read them (the rest is the admin's: admin.endpoints.ts). */
export const workspaceEndpoints = defineEndpoints({
  'GET /api/auth/signup-info': { signedIn: false, query: signupInfoQuerySchema, data: signupInfoSchema },
});
