import { describe, expect, it, vi } from 'vitest';
import { reloadForNewVersion, type ReloadDeps } from './reload-for-new-version';

function deps(serverAnswers: boolean, start = 1_000_000) {
  const stored = new Map<string, string>();
  let clock = start;
  const reload = vi.fn();
  const given: ReloadDeps = {
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    now: () => clock,
    serverAnswers: async () => serverAnswers,
    reload,
  };
  return { given, reload, advance: (ms: number) => (clock += ms) };
}

describe('reloading onto a new version when a page chunk is missing', () => {
  it('reloads once when the server answers, not again right after', async () => {
    const { given, reload, advance } = deps(true);
    expect(await reloadForNewVersion(given)).toBe(true);
    advance(5_000);
    expect(await reloadForNewVersion(given)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, in the same tab, reloads again.
    advance(60_000);
    expect(await reloadForNewVersion(given)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the server does not answer (offline, or down)', async () => {
    const { given, reload } = deps(false);
    expect(await reloadForNewVersion(given)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
