/**
 * The signed-in viewer's saved time zone (Settings), null when signed out or none is saved: "today"
 * on the board, the calendar and the date fields is that zone's day (localToday). A plain module
 * value rather than a context, so the helpers that read today need no hook; the session sets it.
 */
let viewerZone: string | null = null;

export const viewerTimeZone = () => viewerZone;

export function setViewerTimeZone(zone: string | null) {
  viewerZone = zone;
}

/** The IANA time zone this device's clock is set to ("Asia/Ho_Chi_Minh"); UTC when the runtime will not say. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
