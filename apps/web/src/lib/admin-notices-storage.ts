/**
 * What this browser remembers about the administrator's notices, per account: the welcome the first
 * account gets after registering, until dismissed, and that the open sign-up notice was dismissed.
 */
const welcomeKey = (userId: string) => `teamhub:admin-welcome:${userId}`;
const openNoticeKey = (userId: string) => `teamhub:open-signup-notice-dismissed:${userId}`;

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string, on: boolean) {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the notice simply shows again next time.
  }
}

export const adminNoticesStorage = {
  /** Registration made this account the workspace's administrator: greet them on their first screen. */
  markWelcome: (userId: string) => write(welcomeKey(userId), true),
  welcomePending: (userId: string) => read(welcomeKey(userId)),
  /** Dismissing the welcome or the open sign-up notice hides both from then on. */
  dismiss: (userId: string) => {
    write(welcomeKey(userId), false);
    write(openNoticeKey(userId), true);
  },
  openNoticeDismissed: (userId: string) => read(openNoticeKey(userId)),
};
