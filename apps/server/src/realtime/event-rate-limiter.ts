/** At most `limit` events in each window of `windowMs` (fixed windows, counted per user). */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * How often one user (all their tabs and namespaces together) may send each kind of client event.
 * Well above what a person does through the web client: typing events come at most about once a
 * second per conversation, read marks once per arriving message, room changes once per click.
 */
export const SOCKET_EVENT_RULES = {
  'send-message': { limit: 20, windowMs: 10_000 },
  typing: { limit: 60, windowMs: 10_000 },
  rooms: { limit: 60, windowMs: 10_000 },
  reads: { limit: 60, windowMs: 10_000 },
  /**
   * Movie room voice signalling: a peer's offer or answer and its ICE candidates (10 to 30 in a
   * burst each), for every other member in voice, when joining voice or when someone joins.
   */
  'voice-signal': { limit: 600, windowMs: 10_000 },
  /** Movie room speaking changes: at most a few a second while someone talks. */
  speaking: { limit: 150, windowMs: 10_000 },
  /** Any other client event (movie room and later features), until they get their own rule. */
  other: { limit: 120, windowMs: 10_000 },
} as const satisfies Record<string, RateRule>;

type RuleName = keyof typeof SOCKET_EVENT_RULES;
/** A limit for every kind of client event. */
export type SocketEventRules = Record<RuleName, RateRule>;

/** Which rule counts an event; events of one rule share its count. (A Map: event names come from clients.) */
const RULE_OF_EVENT = new Map<string, RuleName>([
  ['send-message', 'send-message'],
  ['chat-message', 'send-message'],
  ['typing-start', 'typing'],
  ['typing-stop', 'typing'],
  ['join-conversation', 'rooms'],
  ['leave-conversation', 'rooms'],
  ['join-project', 'rooms'],
  ['leave-project', 'rooms'],
  ['join-my-projects', 'rooms'],
  ['leave-my-projects', 'rooms'],
  ['join-room', 'rooms'],
  ['leave-room', 'rooms'],
  ['sending-signal', 'voice-signal'],
  ['returning-signal', 'voice-signal'],
  ['speaking-state', 'speaking'],
  ['mark-notification-read', 'reads'],
  ['mark-all-notifications-read', 'reads'],
]);

/** The rule that counts `event` (its kind's, or the catch-all), and its name. */
export function ruleOf(rules: SocketEventRules, event: string): { name: RuleName; rule: RateRule } {
  const name = RULE_OF_EVENT.get(event) ?? 'other';
  return { name, rule: rules[name] };
}

export interface EventRateLimiter {
  /**
   * Counts the event for the user; false when it is past the user's limit for its kind. Async: a
   * limiter shared by several server processes (redis-event-rate-limiter.ts) counts in Redis.
   */
  allow(userId: string, event: string): Promise<boolean>;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window counters in memory (one process; a second server process would count on its own).
 * `now` is injectable so tests move time instead of waiting for it.
 */
export function createEventRateLimiter(
  rules: SocketEventRules = SOCKET_EVENT_RULES,
  now: () => number = Date.now,
): EventRateLimiter {
  const windows = new Map<string, Window>();
  const longestWindowMs = Math.max(...Object.values(rules).map((rule) => rule.windowMs));
  let sweptAt = now();

  // Forget the counters of windows that have ended, at most once per longest window, so the map
  // holds only users active lately.
  const sweep = (time: number) => {
    if (time - sweptAt < longestWindowMs) return;
    sweptAt = time;
    for (const [key, window] of windows) {
      if (time - window.startedAt >= longestWindowMs) windows.delete(key);
    }
  };

  return {
    async allow(userId, event) {
      const time = now();
      sweep(time);
      const { name, rule } = ruleOf(rules, event);
      const key = `${name}:${userId}`;
      const window = windows.get(key);
      if (!window || time - window.startedAt >= rule.windowMs) {
        windows.set(key, { startedAt: time, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= rule.limit;
    },
  };
}
