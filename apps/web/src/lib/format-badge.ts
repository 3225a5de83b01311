import { LIMITS } from '@teamhub/contracts';

/** Unread badge text: nothing for zero, '99+' beyond the cap. */
export function formatBadgeCount(count: number): string {
  if (count <= 0) return '';
  return count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(count);
}
