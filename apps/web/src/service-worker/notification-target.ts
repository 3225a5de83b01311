/**
 * The path a notification's click may open: `url` read against the app's origin, kept only when it
 * stays on that origin (a push can never send the member to another site). Null otherwise.
 */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The few parts of a window client the click handler uses (WindowClient in the worker). */
export interface AppWindow {
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The few parts of `self.clients` the click handler uses. */
export interface AppWindows<W extends AppWindow> {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly W[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Opens `path` for a clicked notification: in a window of the app already open (the focused one
 * first), brought to the front; in a new window when there is none, or when the open one cannot be
 * navigated (a page this worker does not control yet).
 */
export async function openNotificationTarget<W extends AppWindow>(windows: AppWindows<W>, path: string): Promise<void> {
  const open = await windows.matchAll({ type: 'window', includeUncontrolled: true });
  const target = open.find((client) => client.focused) ?? open[0];
  if (!target) {
    await windows.openWindow(path);
    return;
  }
  try {
    // Focus first: the browser allows it only while the click's user activation lasts.
    await target.focus();
    await target.navigate(path);
  } catch {
    await windows.openWindow(path);
  }
}
