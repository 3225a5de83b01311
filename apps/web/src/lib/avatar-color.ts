/** The 15 fallback colours; a user's colour is chosen by the first letter of the username. */
export const AVATAR_PALETTE = [
  '#ef4444',
  '#f97316',
  '#f59e0b',
  '#84cc16',
  '#22c55e',
  '#10b981',
  '#14b8a6',
  '#06b6d4',
  '#0ea5e9',
  '#3b82f6',
  '#6366f1',
  '#8b5cf6',
  '#a855f7',
  '#d946ef',
  '#ec4899',
] as const;

export function avatarColor(username: string): string {
  const code = username.trim().toUpperCase().codePointAt(0) ?? 0;
  return AVATAR_PALETTE[code % AVATAR_PALETTE.length] as string;
}

export function avatarInitial(username: string): string {
  return (Array.from(username.trim())[0] ?? '?').toUpperCase();
}

// Values the original product used for "no avatar": they never count as a picture.
const PLACEHOLDER_AVATARS = new Set(['', 'default-avatar.png', '/default-avatar.png', 'default.png']);

export function hasRealAvatar(avatar: string | null | undefined): avatar is string {
  return !!avatar && !PLACEHOLDER_AVATARS.has(avatar.trim());
}
