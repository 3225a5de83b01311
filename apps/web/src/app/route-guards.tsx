import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/Spinner';
import { ServerUnreachable } from '../components/ServerUnreachable';
import { redirectTarget } from '../features/auth';
import { useSession } from '../lib/session/useSession';

/** App routes: a loader while the session loads, /login (remembering the target) when signed out. */
export function RequireAuth() {
  const { status, retry } = useSession();
  const location = useLocation();
  // Opened offline, the session could not be checked: check it again as soon as the network is back.
  const unreachable = status === 'unreachable';
  useEffect(() => {
    if (!unreachable) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreachable, retry]);
  if (status === 'loading') return <AppLoader />;
  if (status === 'unreachable') return <ServerUnreachable onRetry={retry} />;
  if (status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />;
  }
  return <Outlet />;
}

/** Login and register: a signed-in user goes straight to the app (or where they were headed). */
export function SignedOutOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AppLoader />;
  if (status === 'signed-in') return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}

/** Shown while the first lazy page loads. */
export function AppLoader() {
  const { t } = useTranslation();
  return <FullScreenLoader label={t('app.loading')} />;
}
