import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.js';
import { containsNulByte } from '../lib/nul-bytes.js';

/**
 * Refuses any request whose route params, query or parsed body carry a NUL character, with a
 * readable 400, before a handler can pass it to PostgreSQL (which would fail with a 500).
 * Multipart text fields are not parsed yet at this point: their readers check them as they arrive.
 */
export const nulByteGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNulByte(request.params) || containsNulByte(request.query) || containsNulByte(request.body)) {
      throw badRequest('common.nulByte');
    }
  });
});
