import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionProvider } from '../features/auth';
import { AppStatus } from './installable/AppStatus';
import { PageLoadBoundary } from './PageLoadBoundary';
import { AppLoader } from './route-guards';

/**
 * Everything under the router shares one session. The session is checked while the first page's
 * chunks download (the loader shows until both are there); a later page's chunks download while the
 * current page stays on screen (navigations are transitions). The offline and new-version messages
 * show over every screen, the sign-in page and the unreachable-server screen included.
 */
export function RootRoute() {
  return (
    <SessionProvider>
      <PageLoadBoundary>
        <Suspense fallback={<AppLoader />}>
          <Outlet />
        </Suspense>
      </PageLoadBoundary>
      <AppStatus />
    </SessionProvider>
  );
}
