import { z } from './zod.js';
import { defineEndpoints } from './endpoint.js';
import {
  pushPreferencesSchema,
  pushSubscriptionAnswerSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeSchema,
  vapidPublicKeyAnswerSchema,
} from './push.js';

/** /api/push: Web Push subscriptions of the caller's devices and what they push. */
export const pushEndpoints = defineEndpoints({
  'GET /api/push/vapid-public-key': { data: vapidPublicKeyAnswerSchema },
  'POST /api/push/subscriptions': {
    body: pushSubscriptionBodySchema,
    status: 201,
    data: z.object({ subscription: pushSubscriptionAnswerSchema }),
  },
  'DELETE /api/push/subscriptions': {
    query: pushUnsubscribeSchema.partial(),
    body: pushUnsubscribeSchema.partial(),
    data: z.object({ removed: z.boolean() }),
  },
  'GET /api/push/preferences': { data: pushPreferencesSchema },
  'PUT /api/push/preferences': { body: pushPreferencesSchema, data: pushPreferencesSchema },
});
