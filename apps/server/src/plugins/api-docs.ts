import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { BEARER_SCHEME } from '../lib/route-docs.js';

/** Where the generated reference is served (README, docs/api.md). */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

type Direction = 'input' | 'output';

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), embedded without its `$schema`. */
function jsonSchemaOf(schema: unknown, io: Direction): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  // Requests are documented as clients send them (before transforms and defaults), answers as sent.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

/** Turns the contracts' zod schemas attached by lib/route-docs.ts into JSON Schema for the document. */
function zodToJsonSchemas(schema: FastifySchema | undefined): FastifySchema | undefined {
  if (!schema) return schema;
  const converted: FastifySchema & Record<string, unknown> = { ...schema };
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[part] !== undefined) converted[part] = jsonSchemaOf(schema[part], 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    converted.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, answer]) => [status, jsonSchemaOf(answer, 'output')]),
    );
  }
  return converted;
}

/**
 * The OpenAPI 3.1 document, built from the schemas every route declares (lib/route-docs.ts), at
 * /api/openapi.json, and a Swagger UI reference page at /api/docs. Swagger UI's files are served
 * from node_modules (no CDN), and its page loads only scripts of its own origin, so helmet's
 * `script-src 'self'` policy holds there too. Registered before the routes: it collects them as
 * they are added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TeamHub API',
        version: '1.0.0',
        description:
          'Answers are JSON (chat attachments aside). Failures are `{ success: false, message }` with the ' +
          'message in the language of `Accept-Language` (vi by default, or en). Real-time events: ' +
          'docs/socket-events.md.',
      },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token from POST /api/auth/register or /api/auth/login.',
          },
        },
      },
    },
    // A prefix's '/' route answers both /api/posts and /api/posts/; the specification writes the former.
    transform: ({ schema, url }) => ({ schema: zodToJsonSchemas(schema) ?? {}, url: url.replace(/(.)\/$/, '$1') }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'TeamHub API' },
    // No badge image from validator.swagger.io (the default too): the page loads nothing from elsewhere.
    validatorUrl: false,
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
});
