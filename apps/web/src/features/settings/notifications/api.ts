import type { PushPreferences, PushSubscriptionBody } from '@teamhub/contracts';
import { api } from '../../../lib/api';

export const PUSH_PREFERENCES_QUERY_KEY = ['push', 'preferences'] as const;

/** The server's VAPID public key: what the browser's push subscription is made for. */
export const fetchVapidPublicKey = () => api('GET /api/push/vapid-public-key').then((answer) => answer.data.publicKey);

export const saveSubscription = (body: PushSubscriptionBody) => api('POST /api/push/subscriptions', { body });

export const removeSubscription = (endpoint: string) => api('DELETE /api/push/subscriptions', { body: { endpoint } });

export const fetchPushPreferences = () => api('GET /api/push/preferences').then((answer) => answer.data);

export const savePushPreferences = (body: PushPreferences) =>
  api('PUT /api/push/preferences', { body }).then((answer) => answer.data);
