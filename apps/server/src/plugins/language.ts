import { DEFAULT_LANGUAGE, pickLanguage } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
});
