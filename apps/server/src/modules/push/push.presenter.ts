import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from '@teamhub/contracts';
import type { PushPreferencesRow, PushSubscriptionRow } from '../../db/schema/index.js';

/** A member's push preferences; the defaults (everything on, no quiet hours) before they chose. */
export function presentPreferences(row: PushPreferencesRow | undefined): PushPreferences {
  if (!row) return DEFAULT_PUSH_PREFERENCES;
  const { messages, social, tasks, invitations, quietStart, quietEnd, quietTimeZone } = row;
  return {
    categories: { messages, social, tasks, invitations },
    quietHours:
      quietStart && quietEnd && quietTimeZone ? { start: quietStart, end: quietEnd, timeZone: quietTimeZone } : null,
  };
}

/** A saved subscription as its owner sees it: no keys. */
export const presentSubscription = (row: PushSubscriptionRow) => ({
  endpoint: row.endpoint,
  deviceLabel: row.deviceLabel,
  createdAt: row.createdAt.toISOString(),
});
