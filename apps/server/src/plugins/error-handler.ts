import { translateServerMessage, type ApiFailure, type Language } from '@teamhub/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { errorForLog } from '../lib/log-serializers.js';

function failureBody(message: string, language: Language, errors?: HttpError['errors']): ApiFailure {
  const body: ApiFailure = { success: false, message: translateServerMessage(message, language) };
  if (Array.isArray(errors)) {
    body.errors = errors.map((error) => ({ ...error, msg: translateServerMessage(error.msg, language) }));
  } else if (errors) {
    body.errors = Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [field, translateServerMessage(text, language)]),
    );
  }
  return body;
}

/** Every error answers `{ success: false, message }` with the right status, in the reader's language. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const language = request.language;
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failureBody(error.message, language, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send(failureBody('common.malformedJson', language));
    }
    if (status === 413) return reply.status(413).send(failureBody('common.payloadTooLarge', language));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad content type, empty JSON body…) carry a readable message.
      return reply.status(status).send(failureBody(error.message, language));
    }
    // Never the raw error: a database error's message holds the query's parameters (people's data).
    request.log.error({ err: errorForLog(error) }, 'request failed');
    return reply.status(500).send(failureBody('common.internal', language));
  });
});
