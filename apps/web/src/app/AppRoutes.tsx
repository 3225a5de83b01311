import { useLocation, useRoutes } from 'react-router';
import { preloadPages, routes } from './routes';

/** The app's routes, for inside a router: a page's chunks start downloading as soon as its address is known. */
export function AppRoutes() {
  const { pathname } = useLocation();
  preloadPages(pathname);
  return useRoutes(routes);
}
