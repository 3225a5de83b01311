import { useEffect } from 'react';

const supported = () => 'setAppBadge' in navigator;
// A platform that refuses (the app not installed) is not an error worth reporting.
const ignore = () => undefined;

/**
 * Shows `count` on the installed app's icon where the Badging API exists (installed Chromium apps on
 * desktop and Android, Safari's home-screen apps), clears it at 0 and when the caller goes (signing
 * out), and does nothing elsewhere.
 */
export function useAppBadge(count: number): void {
  useEffect(() => {
    if (!supported()) return;
    void (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(ignore);
  }, [count]);
  useEffect(
    () => () => {
      if (supported()) void navigator.clearAppBadge().catch(ignore);
    },
    [],
  );
}
