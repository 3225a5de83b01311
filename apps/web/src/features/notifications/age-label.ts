export type AgeLabel = { key: 'now' } | { key: 'minutes' | 'hours' | 'days'; count: number };

/** 'now' under 60 s, then whole minutes, hours and days. */
export function ageLabel(createdAt: string | Date, now: Date = new Date()): AgeLabel {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 1000));
  if (seconds < 60) return { key: 'now' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hours', count: hours };
  return { key: 'days', count: Math.floor(hours / 24) };
}
