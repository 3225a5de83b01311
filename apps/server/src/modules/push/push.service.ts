import {
  PUSH_LIMITS,
  pushUnsubscribeSchema,
  type Language,
  type PushPreferences,
  type pushSubscriptionBodySchema,
} from '@teamhub/contracts';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-error.js';
import { parseOrThrow } from '../../lib/validation.js';
import type { VapidDetails } from '../../lib/vapid-keys.js';
import { deviceName } from '../sessions/device-name.js';
import { endpointAllowed, type EndpointRules } from './push-endpoint-rules.js';
import type { PushSubscribers } from './push-subscribers.js';
import type { PushRepository } from './push.repository.js';
import { presentPreferences, presentSubscription } from './push.presenter.js';

export interface PushServiceDeps {
  push: PushRepository;
  subscribers: PushSubscribers;
  vapid: VapidDetails;
  rules: EndpointRules;
}

/** The device asking: its user agent names it in the list, its language words its pushes. */
export interface PushClient {
  userAgent: string | undefined;
  language: Language;
}

export const vapidPublicKey = ({ vapid }: PushServiceDeps) => ({ publicKey: vapid.publicKey });

/**
 * Saves this browser's subscription for the caller, once its endpoint is known to be allowed (https on
 * a public address, its name resolved now). The same endpoint subscribed again, by anyone, is updated.
 */
export async function subscribe(
  deps: PushServiceDeps,
  userId: string,
  body: z.output<typeof pushSubscriptionBodySchema>,
  client: PushClient,
) {
  if (!(await endpointAllowed(body.endpoint, deps.rules))) throw badRequest('push.endpointNotAllowed');
  if ((await deps.push.countOf(userId, body.endpoint)) >= PUSH_LIMITS.subscriptionsPerUser) {
    throw badRequest('push.tooManySubscriptions');
  }
  const row = await deps.push.upsertSubscription({
    endpoint: body.endpoint,
    userId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    deviceLabel: deviceName(client.userAgent),
    language: client.language,
  });
  await deps.subscribers.add(userId);
  return { subscription: presentSubscription(row) };
}

/**
 * Removes the caller's subscription of the endpoint given in the body or the query. Another member's
 * subscription, or one already gone, is left alone: `removed: false`.
 */
export async function unsubscribe(deps: PushServiceDeps, userId: string, body: unknown, query: unknown) {
  const fromBody = body && typeof body === 'object' && 'endpoint' in body ? body : undefined;
  const { endpoint } = parseOrThrow(pushUnsubscribeSchema, fromBody ?? query ?? {});
  return { removed: await deps.push.deleteOwn(userId, endpoint) };
}

export async function preferencesOf(deps: PushServiceDeps, userId: string): Promise<PushPreferences> {
  const [row] = await deps.push.preferencesAmong([userId]);
  return presentPreferences(row);
}

export async function savePreferences(
  deps: PushServiceDeps,
  userId: string,
  preferences: PushPreferences,
): Promise<PushPreferences> {
  return presentPreferences(await deps.push.savePreferences(userId, preferences));
}
