import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import {
  preferencesOf,
  savePreferences,
  subscribe,
  unsubscribe,
  vapidPublicKey,
  type PushServiceDeps,
} from './push.service.js';

const ok = <T>(data: T) => ({ success: true as const, data });

/** /api/push: this device's Web Push subscription and what pushes to the caller's devices. */
export async function pushRoutes(app: FastifyInstance, deps: PushServiceDeps) {
  apiRoute(
    app,
    'GET /api/push/vapid-public-key',
    {
      tag: 'push',
      summary: "The server's VAPID public key",
      description: 'What `pushManager.subscribe({ applicationServerKey })` takes.',
      errors: [],
    },
    async () => ok(vapidPublicKey(deps)),
  );
  apiRoute(
    app,
    'POST /api/push/subscriptions',
    {
      tag: 'push',
      summary: "Save this browser's push subscription",
      description:
        "The body is the browser's `PushSubscription.toJSON()`. The endpoint must be an https URL on a public " +
        'address (its name resolved now, and again before every push); an endpoint already saved, for anyone, ' +
        "becomes the caller's. Pushes are worded in the request's language.",
      errors: [400],
      body: 'fields',
    },
    async (request) =>
      ok(
        await subscribe(deps, request.user.id, request.body, {
          userAgent: request.headers['user-agent'],
          language: request.language,
        }),
      ),
  );
  apiRoute(
    app,
    'DELETE /api/push/subscriptions',
    {
      tag: 'push',
      summary: "Remove this browser's push subscription",
      description:
        'The endpoint in the body or the query. Only the caller’s own subscription is removed; `removed` is false ' +
        'when they had none with that endpoint.',
      errors: [400],
    },
    async (request) => ok(await unsubscribe(deps, request.user.id, request.body, request.query)),
  );
  apiRoute(
    app,
    'GET /api/push/preferences',
    { tag: 'push', summary: 'What pushes to my devices', errors: [] },
    async (request) => ok(await preferencesOf(deps, request.user.id)),
  );
  apiRoute(
    app,
    'PUT /api/push/preferences',
    {
      tag: 'push',
      summary: 'Choose what pushes to my devices, and quiet hours',
      errors: [400],
      body: 'fields',
    },
    async (request) => ok(await savePreferences(deps, request.user.id, request.body)),
  );
}
