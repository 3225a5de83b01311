import type { Language, NotificationView, PushCategory } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { VapidDetails } from '../../lib/vapid-keys.js';
import type { PresenceTracker } from '../../realtime/presence.js';
import type { MessageRecord } from '../chat/chat-sql.js';
import { categoryOf, composeChatPush, composeNotificationPush, type ComposedPush } from './push-compose.js';
import { deliverPush, type DeliveryResult } from './push-delivery.js';
import type { EndpointRules } from './push-endpoint-rules.js';
import type { PushQueue } from './push-queue.js';
import type { PushSubscribers } from './push-subscribers.js';
import type { PushRepository } from './push.repository.js';
import { presentPreferences } from './push.presenter.js';
import { inQuietHours } from './quiet-hours.js';

/** Why a member got no push. */
export type PushSkipReason = 'online' | 'muted' | 'category' | 'quiet-hours' | 'no-subscription';

/** What became of a push for one member (or one of their devices); tests and logs read it. */
export type PushOutcome =
  | { userId: string; status: 'skipped'; reason: PushSkipReason }
  | ({ userId: string; endpoint: string } & DeliveryResult);

export interface PushNotifierDeps {
  push: PushRepository;
  subscribers: Pick<PushSubscribers, 'among'>;
  presence: Pick<PresenceTracker, 'onlineAmong'>;
  queue: PushQueue;
  vapid: VapidDetails;
  rules: EndpointRules;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  onOutcome?: (outcome: PushOutcome) => void;
}

/**
 * Decides who gets a push and sends it, always from the queue (never in the request or socket command
 * that caused it). A member gets one only with no tab open (no socket on any process), the category
 * on, outside their quiet hours; chat also skips conversations they muted, but a mention there still
 * comes through, as its notification's push ('message-mention').
 */
export function createPushNotifier(deps: PushNotifierDeps) {
  const report = (outcome: PushOutcome) => deps.onOutcome?.(outcome);
  const skip = (userIds: string[], reason: PushSkipReason) => {
    for (const userId of userIds) report({ userId, status: 'skipped', reason });
  };

  /** The ones among `userIds` who may have a subscription; the others are reported skipped. */
  async function subscribedAmong(userIds: string[]): Promise<string[]> {
    const subscribed = new Set(await deps.subscribers.among(userIds));
    skip(
      userIds.filter((id) => !subscribed.has(id)),
      'no-subscription',
    );
    return userIds.filter((id) => subscribed.has(id));
  }

  /** The ones among `userIds` to push to now for `category`; the others are reported skipped. */
  async function whoToPush(userIds: string[], category: PushCategory): Promise<string[]> {
    const online = new Set(await deps.presence.onlineAmong(userIds));
    skip([...online], 'online');
    const offline = userIds.filter((id) => !online.has(id));
    const rows = new Map((await deps.push.preferencesAmong(offline)).map((row) => [row.userId, row]));
    const now = deps.now();
    const chosen: string[] = [];
    for (const userId of offline) {
      const preferences = presentPreferences(rows.get(userId));
      if (!preferences.categories[category]) skip([userId], 'category');
      else if (inQuietHours(preferences.quietHours, now)) skip([userId], 'quiet-hours');
      else chosen.push(userId);
    }
    return chosen;
  }

  /** Sends each member's push to every device they subscribed, worded in that device's language. */
  async function sendTo(userIds: string[], compose: (userId: string, language: Language) => ComposedPush) {
    const subscriptions = await deps.push.subscriptionsOf(userIds);
    skip(
      userIds.filter((id) => !subscriptions.some((row) => row.userId === id)),
      'no-subscription',
    );
    if (subscriptions.length === 0) return;
    const unread = await deps.push.unreadTotals([...new Set(subscriptions.map((row) => row.userId))]);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const { payload, ...options } = compose(subscription.userId, subscription.language);
        const message = { ...options, payload: { ...payload, unreadCount: unread.get(subscription.userId) ?? 0 } };
        const result = await deliverPush(subscription, message, deps);
        if (result.status === 'gone') await deps.push.deleteEndpoint(subscription.endpoint);
        if (result.status === 'sent') await deps.push.markUsed(subscription.endpoint, deps.now());
        if (result.status === 'failed' || result.status === 'refused') {
          deps.log.warn({ endpointOrigin: new URL(subscription.endpoint).origin, result }, 'push not delivered');
        }
        report({ userId: subscription.userId, endpoint: subscription.endpoint, ...result });
      }),
    );
  }

  return {
    /** A chat message was saved and sent to open tabs: push it to the participants who have none. */
    chatMessageSent(message: MessageRecord, participantIds: string[]) {
      const others = participantIds.filter((id) => id !== message.sender.id);
      if (others.length === 0) return;
      deps.queue.add(async () => {
        const recipients = await subscribedAmong(others);
        if (recipients.length === 0) return;
        const audience = await deps.push.conversationAudience(message.conversationId, recipients);
        if (!audience) return;
        const muted = audience.members.filter((member) => member.muted).map((member) => member.userId);
        skip(muted, 'muted');
        const listening = audience.members.filter((member) => !member.muted).map((member) => member.userId);
        const chosen = await whoToPush(listening, 'messages');
        const unread = new Map(audience.members.map((member) => [member.userId, member.unread]));
        await sendTo(chosen, (userId, language) =>
          composeChatPush(message, audience, language, unread.get(userId) ?? 0),
        );
      });
    },
    /** A notification was made and pushed to open tabs: push it to the recipient if they have none. */
    notificationCreated(recipientId: string, notification: NotificationView) {
      deps.queue.add(async () => {
        if ((await subscribedAmong([recipientId])).length === 0) return;
        const chosen = await whoToPush([recipientId], categoryOf(notification));
        await sendTo(chosen, (_userId, language) => composeNotificationPush(notification, language));
      });
    },
  };
}

export type PushNotifier = ReturnType<typeof createPushNotifier>;
