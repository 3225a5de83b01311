import type { AuthorSummary, PresenceChangedPayload } from '@teamhub/contracts';

/** Who is online, in the server's order: by name, letter case ignored, then id. */
const byName = (a: AuthorSummary, b: AuthorSummary) => {
  const [x, y] = [a.username.toLowerCase(), b.username.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
};

/** The Present list after a batch of presence changes (each person at most once). */
export function applyPresenceChanges(list: readonly AuthorSummary[], changes: PresenceChangedPayload): AuthorSummary[] {
  const changed = new Set([...changes.offline, ...changes.online.map((user) => user._id)]);
  return [...list.filter((user) => !changed.has(user._id)), ...changes.online].sort(byName);
}
