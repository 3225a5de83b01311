import type { PublicUser } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-context';
import { useSession } from '../../../lib/session/useSession';
import { browserTimeZone } from '../../../lib/viewer-time-zone';
import { saveSettings } from '../api';

/**
 * An account that has no time zone yet gets this browser's, once and silently, so its reminders
 * come on its own morning before anyone opens Settings. A refused or failed save is left alone:
 * the next load of the app tries again. A plain request, not a mutation: the layout is on the
 * feed's first route, which has no mutation code otherwise (its budget, vite.config.ts).
 */
export function useDefaultTimeZone() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const tried = useRef<string | null>(null);
  const userId = user?._id ?? null;
  const missing = user !== null && user.timeZone === null;
  useEffect(() => {
    // Once per account and load: a failure must not loop.
    if (!missing || !userId || tried.current === userId) return;
    tried.current = userId;
    saveSettings({ timeZone: browserTimeZone() })
      .then((saved) => {
        const current = queryClient.getQueryData<PublicUser | null>(SESSION_QUERY_KEY);
        // A zone picked in Settings meanwhile stays.
        if (current?._id === saved._id && current.timeZone === null) {
          queryClient.setQueryData<PublicUser>(SESSION_QUERY_KEY, { ...current, timeZone: saved.timeZone });
        }
      })
      .catch(() => undefined);
  }, [missing, userId, queryClient]);
}
