import type { AuthPayload, PublicUser } from '@teamhub/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';
import { setViewerTimeZone } from '../../../lib/viewer-time-zone';
import { applyTheme } from '../../settings';
import { fetchSessionUser, loginRequest, logoutRequest, registerRequest } from './session-api';
import {
  SESSION_QUERY_KEY,
  SessionContext,
  type Session,
  type SessionStatus,
} from '../../../lib/session/session-context';

/** Holds the signed-in user and token; the only place that signs in and out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Under <BrowserRouter> useNavigate answers a new function after every navigation. Read through a
  // ref, it leaves the session (and every component reading it) unchanged when only the address changes.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const toLogin = useCallback(() => void navigateRef.current('/login', { replace: true }), []);
  const [token, setToken] = useState(tokenStorage.get);
  const [endedElsewhere, setEndedElsewhere] = useState(false);
  const [accountDeleted, setAccountDeleted] = useState(false);

  const userQuery = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async () => {
      const user = await fetchSessionUser();
      // The token is invalid (401 or an answer without a user): forget it.
      if (!user) tokenStorage.clear();
      return user;
    },
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });

  // The server's theme wins over what this browser remembered (another device may have changed it),
  // and is remembered for the next first paint. Signing out keeps it: the sign-in page stays as it was.
  const userTheme = token ? userQuery.data?.theme : undefined;
  useEffect(() => {
    if (userTheme) applyTheme(userTheme);
  }, [userTheme]);

  // Set while rendering, not in an effect: the pages below read today as they render, before any
  // effect of this provider has run.
  setViewerTimeZone(token ? (userQuery.data?.timeZone ?? null) : null);

  const signOut = useCallback(() => {
    tokenStorage.clear();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  // A session that ended elsewhere lands on /login saying so.
  const signedOutElsewhere = useCallback(() => {
    setEndedElsewhere(true);
    signOut();
    toLogin();
  }, [toLogin, signOut]);

  useEffect(() => {
    setUnauthorizedHandler(signedOutElsewhere);
  }, [signedOutElsewhere]);

  const startSession = useCallback(
    ({ user, token: newToken }: AuthPayload) => {
      tokenStorage.set(newToken);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      setToken(newToken);
      setEndedElsewhere(false);
      setAccountDeleted(false);
      return user;
    },
    [queryClient],
  );

  const { data: sessionUser, isError, isSuccess, refetch } = userQuery;
  const session = useMemo<Session>(() => {
    let status: SessionStatus;
    const user: PublicUser | null = token ? (sessionUser ?? null) : null;
    if (!token) status = 'signed-out';
    else if (user) status = 'signed-in';
    else if (isError) status = 'unreachable';
    else status = isSuccess ? 'signed-out' : 'loading';
    return {
      status,
      user,
      endedElsewhere,
      accountDeleted,
      login: async (body) => startSession(await loginRequest(body)),
      register: async (body) => startSession(await registerRequest(body)),
      logout: () => {
        // The request reads the token before signOut forgets it; the answer is not waited for.
        if (token) void logoutRequest().catch(() => undefined);
        signOut();
        toLogin();
      },
      signOutDeleted: () => {
        setAccountDeleted(true);
        signOut();
        toLogin();
      },
      refreshUser: async () => {
        const fresh = await fetchSessionUser();
        if (fresh) queryClient.setQueryData(SESSION_QUERY_KEY, fresh);
        return fresh;
      },
      retry: () => void refetch(),
      checkSession: async () => {
        if (!token) return;
        const fresh = await fetchSessionUser().catch(() => undefined);
        if (fresh === null) signedOutElsewhere();
      },
    };
  }, [
    token,
    sessionUser,
    isError,
    isSuccess,
    refetch,
    startSession,
    signOut,
    toLogin,
    queryClient,
    signedOutElsewhere,
    endedElsewhere,
    accountDeleted,
  ]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
