import { isKnownTimeZone } from './time-zones.js';
import { z } from './zod.js';

/**
 * What a member may have pushed to their devices, each on or off: chat messages (mentions included),
 * social (comments, likes, follows, new posts and stories), tasks (tasks and reminders) and invitations.
 */
export const PUSH_CATEGORIES = ['messages', 'social', 'tasks', 'invitations'] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

export const PUSH_LIMITS = {
  /** Longest endpoint URL accepted (push services' are about 200–500 characters). */
  endpointMaxLength: 2048,
  /** Push subscriptions one member may keep (their browsers and phones). */
  subscriptionsPerUser: 20,
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const base64Url = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message);

/** POST /api/push/subscriptions: what the browser's `PushSubscription.toJSON()` gives. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: 'push.endpointInvalid' })
    .max(PUSH_LIMITS.endpointMaxLength, 'push.endpointInvalid')
    .pipe(z.url({ protocol: /^https?$/, error: 'push.endpointInvalid' })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64Url('push.keysInvalid'), auth: base64Url('push.keysInvalid') },
    { error: 'push.keysInvalid' },
  ),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: the endpoint of the caller's subscription to remove (body or query). */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: 'push.endpointInvalid' }).min(1, 'push.endpointInvalid'),
});

export const quietHoursSchema = z
  .object({
    start: z.string({ error: 'push.timeInvalid' }).regex(HH_MM, 'push.timeInvalid'),
    end: z.string({ error: 'push.timeInvalid' }).regex(HH_MM, 'push.timeInvalid'),
    timeZone: z.string({ error: 'push.timeZoneInvalid' }).refine(isKnownTimeZone, 'push.timeZoneInvalid'),
  })
  .refine((hours) => hours.start !== hours.end, { message: 'push.quietHoursEmpty', path: ['end'] })
  .describe('Pushes are held back from `start` to `end` ("HH:mm", may cross midnight) in `timeZone` (IANA).');
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** GET/PUT /api/push/preferences: which categories push, and the quiet hours (null: none). */
export const pushPreferencesSchema = z.object({
  categories: z.object(
    Object.fromEntries(PUSH_CATEGORIES.map((category) => [category, z.boolean({ error: 'push.categoryInvalid' })])) as {
      [Category in PushCategory]: z.ZodBoolean;
    },
    { error: 'push.categoryInvalid' },
  ),
  quietHours: quietHoursSchema.nullable(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** Every category on and no quiet hours: what a member has before choosing. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  categories: { messages: true, social: true, tasks: true, invitations: true },
  quietHours: null,
};

export const vapidPublicKeyAnswerSchema = z.object({
  publicKey: z.string().describe('The VAPID public key (uncompressed P-256 point, base64url): `applicationServerKey`.'),
});

export const pushSubscriptionAnswerSchema = z.object({
  endpoint: z.string(),
  deviceLabel: z.string().describe('Browser and system, read from the User-Agent when subscribed.'),
  createdAt: z.string(),
});

/**
 * The JSON a push carries, decrypted by the service worker: what to show, where a click goes (a
 * same-origin path), the tag that groups pushes (a newer one with the same tag replaces the older),
 * and the unread count for the app badge.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  unreadCount: z.number().int().min(0),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
