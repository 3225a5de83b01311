import type { PushPayload } from '@teamhub/contracts';

/**
 * A push from the server (apps/server/src/modules/push writes it, typed in the contracts): the
 * notification's texts in the member's language, the same-origin path a click opens, the tag a newer
 * push of the same conversation replaces the older one by, and the bell's unread count for the badge.
 * Only the type is imported: the worker carries no schema library.
 */

/** Shown when a push carries nothing readable: Chromium requires a notification for every push. */
export const FALLBACK_PAYLOAD: PushPayload = { title: 'TeamHub', body: '', url: '/', tag: 'teamhub', unreadCount: -1 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/**
 * The payload of a push, field by field: a missing or malformed field takes the fallback's value (an
 * unreadCount of -1 leaves the badge as it is), so an older or newer server still shows something.
 */
export function parsePushPayload(data: string | null | undefined): PushPayload {
  let parsed: unknown;
  try {
    parsed = data ? JSON.parse(data) : undefined;
  } catch {
    return FALLBACK_PAYLOAD;
  }
  if (!isRecord(parsed)) return FALLBACK_PAYLOAD;
  const count = parsed.unreadCount;
  return {
    title: text(parsed.title, FALLBACK_PAYLOAD.title),
    body: typeof parsed.body === 'string' ? parsed.body : FALLBACK_PAYLOAD.body,
    url: text(parsed.url, FALLBACK_PAYLOAD.url),
    tag: text(parsed.tag, FALLBACK_PAYLOAD.tag),
    unreadCount: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : -1,
  };
}
