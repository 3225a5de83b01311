import { Outlet } from 'react-router';
import { SessionProvider } from '../features/auth';

/** Everything under the router shares one session. */
export function RootRoute() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
