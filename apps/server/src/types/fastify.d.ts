import type { Language } from '@teamhub/contracts';
import type { UserRow } from '../db/schema/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Interface language picked from Accept-Language; server messages are answered in it. */
    language: Language;
    /** The signed-in user; set by the `authenticate` pre-handler. */
    user: UserRow;
    /** The signed-in user's id; set by `authenticate` and by `authenticateCaller`. */
    callerId: string;
    /** The session the caller's token names; set by `authenticate` and by `authenticateCaller`. */
    sessionId: string;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Like `authenticate` for routes that need only the caller's id; `request.user` is not set. */
    authenticateCaller: (request: FastifyRequest) => Promise<void>;
    /** After `authenticate`, for /api/admin: 403 unless the caller is a workspace admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}
