import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string; bearerFormat?: string }> };
}

/**
 * Routes that are not the API and so are not in the document, each named: the documents themselves,
 * Swagger UI's page and files, the built web app (static files and its history fallback), the
 * public uploads, and the operational probes and metrics (docs/decisions.md). socket.io answers its
 * own requests before Fastify, so it registers no route.
 */
const UNDOCUMENTED = [
  /^\/api\/openapi\.json$/,
  /^\/api\/docs(\/.*)?$/,
  /^\/\*$/, // the web app's files (plugins/web-app.ts)
  /^\/uploads\/\*$/, // public uploads (plugins/uploads.ts)
  /^\/healthz$/, // observability/probe-routes.ts
  /^\/readyz$/,
  /^\/metrics$/, // observability/metrics-route.ts
];

/** Fastify's `/api/posts/:postId` as OpenAPI writes it; a prefix's `/api/posts/` is `/api/posts`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

describeEachDatabase('OpenAPI document', ({ database }) => {
  let app: FastifyInstance;
  let webDistDir: string;
  let document: OpenApiDocument;
  const routes: { method: string; url: string; signedIn: boolean }[] = [];

  beforeAll(async () => {
    // A built web app, so its routes are registered too and must be named above.
    webDistDir = mkdtempSync(path.join(tmpdir(), 'teamhub-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TeamHub</title>');
    const onRoute = (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, signedIn: route.preHandler !== undefined });
      }
    };
    // Metrics on, so /metrics is registered too and must be named above.
    ({ app } = await createTestApp(database(), { webDistDir, onRoute, metrics: { token: undefined } }));
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document))); // as a client reads it
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every registered route except the named non-API ones', () => {
    // Fastify adds a HEAD route for every GET; the GET is what is documented.
    const apiRoutes = routes.filter(
      ({ method, url }) => method !== 'HEAD' && !UNDOCUMENTED.some((pattern) => pattern.test(url)),
    );
    expect(apiRoutes.length).toBeGreaterThan(40);
    // @fastify/swagger lists even a route without a schema (as a bare "Default Response"): a route
    // counts as documented only with the summary that lib/route-docs.ts always gives.
    const isDocumented = ({ method, url }: { method: string; url: string }) =>
      document.paths[openApiPath(url)]?.[method.toLowerCase()]?.summary !== undefined;
    const missing = apiRoutes.filter((route) => !isDocumented(route)).map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
    // And the exceptions are real routes: a renamed one would otherwise slip through unnoticed.
    for (const pattern of UNDOCUMENTED)
      expect(
        routes.some(({ url }) => pattern.test(url)),
        String(pattern),
      ).toBe(true);
  });

  it('asks for the bearer token on every signed-in route, and documents its 401', () => {
    expect(document.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    );
    for (const { method, url, signedIn } of routes) {
      if (!signedIn || method === 'HEAD') continue;
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation?.security, `${method} ${url}`).toEqual([{ bearerAuth: [] }]);
      expect(operation?.responses['401'], `${method} ${url}`).toBeDefined();
    }
  });

  it('gives every operation a success shape and error answers as { success: false, message }', () => {
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${method} ${url}`,
        ).toBe(true);
        for (const status of statuses.filter((code) => Number(code) >= 400)) {
          const schema = operation.responses[status]?.content?.['application/json']?.schema;
          expect(Object.keys(schema?.properties ?? {}), `${method} ${url} ${status}`).toEqual(
            expect.arrayContaining(['success', 'message']),
          );
        }
      }
    }
  });

  it('describes bodies, query strings and path parameters from the contracts', () => {
    const register = document.paths['/api/auth/register']?.post;
    expect(Object.keys(register?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual([
      'username',
      'email',
      'password',
      'inviteToken',
    ]);
    const feed = document.paths['/api/posts']?.get;
    expect(feed?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['query:limit', 'query:before', 'query:userId']),
    );
    const reply = document.paths['/api/posts/{postId}/comment/{commentId}/reply']?.post;
    expect(reply?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual([
      'path:postId',
      'path:commentId',
    ]);
  });

  it.each([
    ['/api/posts', 'post', 'image'],
    ['/api/profile/avatar', 'post', 'avatar'],
    ['/api/chats/upload', 'post', 'file'],
  ])('describes the upload %s %s as multipart/form-data with its %s field', (url, method, field) => {
    const body = document.paths[url]?.[method]?.requestBody?.content['multipart/form-data'];
    expect(body?.schema.properties?.[field]).toMatchObject({ type: 'string', format: 'binary' });
    expect(document.paths[url]?.[method]?.responses['413']).toBeDefined();
  });

  it('describes a chat attachment as the file itself, readable with the token or the link parameter', () => {
    const file = document.paths['/api/chats/files/{fileId}/{filename}']?.get;
    expect(file?.responses['200']?.content).toHaveProperty('application/octet-stream');
    expect(file?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['path:fileId', 'path:filename', 'query:t']),
    );
  });

  it('serves a reference page whose scripts all come from this server', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    for (const script of scripts) {
      expect(script).toMatch(/^\.\//);
      const asset = await app.inject({ method: 'GET', url: new URL(script, 'http://localhost/api/docs/').pathname });
      expect(asset.statusCode, script).toBe(200);
    }
  });
});
