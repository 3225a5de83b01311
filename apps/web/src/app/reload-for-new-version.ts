/** When the app last reloaded itself because a page's chunk was missing (sessionStorage). */
const RELOADED_AT_KEY = 'teamhub:reloaded-for-new-version';
/** A second missing chunk this soon after such a reload is not a new version: the reload did not help. */
const ONCE_WITHIN_MS = 30_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  /** Whether the server answers at all (a new version deployed), as opposed to being unreachable. */
  serverAnswers: () => Promise<boolean>;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  now: Date.now,
  serverAnswers: async () => {
    try {
      return (await fetch('/', { method: 'HEAD', cache: 'no-store' })).ok;
    } catch {
      return false;
    }
  },
  reload: () => window.location.reload(),
});

/**
 * A page's chunk did not download. When the server answers, the chunk is gone because a new version
 * was deployed since this tab loaded (its files have new names): the app reloads, once, onto the new
 * version. Answers whether it is reloading; false when the server does not answer (offline, down) or
 * the app already reloaded for this moments ago, and the caller shows the unreachable-server screen.
 */
export async function reloadForNewVersion(deps: ReloadDeps = browserDeps()): Promise<boolean> {
  const last = Number(deps.storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
  if (deps.now() - last < ONCE_WITHIN_MS) return false;
  if (!(await deps.serverAnswers())) return false;
  deps.storage.setItem(RELOADED_AT_KEY, String(deps.now()));
  deps.reload();
  return true;
}
