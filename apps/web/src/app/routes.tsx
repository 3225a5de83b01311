import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { chatStrings } from '../features/chat/chat-strings';
import { documentsStrings } from '../features/documents/documents-strings';
import { tagStrings } from '../features/feed/tags/tag-strings';
import { movieRoomStrings } from '../features/movie-room/movie-room-strings';
import { projectsStrings } from '../features/projects/projects-strings';
import { loadPageStrings, type PageStrings } from '../i18n/page-strings';
import { PageLoadError } from './page-load-error';
import { RequireAuth, SignedOutOnly } from './route-guards';
import { RootRoute } from './RootRoute';

/** A route whose element is a chunk of its own: `preload` starts downloading it before it renders. */
type AppRoute = RouteObject & { preload?: () => Promise<unknown>; children?: AppRoute[] };

/**
 * The sign-in screens, the signed-in layout and each page are chunks of their own, so each first
 * route ships only what it shows (vite.config.ts keeps their budgets); `strings` are the page's own
 * texts, loaded alongside it. Routes are plain components (React.lazy under `<BrowserRouter>`), not a
 * data router: we use none of its loaders, actions or fetchers, and it weighs about 17 KB gzip more on
 * every first route.
 */
function page(
  load: () => Promise<Record<string, ComponentType>>,
  name: string,
  strings: readonly PageStrings[] = [],
): { element: ReactElement; preload: () => Promise<unknown> } {
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), ...strings.map(loadPageStrings)]).then(
      ([module]) => {
        const Component = module[name];
        if (!Component) throw new Error(`Page module has no export ${name}`);
        return Component;
      },
      (cause: unknown) => {
        throw new PageLoadError(cause);
      },
    ));
  const Page = lazy(async () => ({ default: await preload() }));
  return { element: <Page />, preload };
}

/** The app's routes, for `useRoutes` (AppRoutes.tsx). */
export const routes: AppRoute[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/login', ...page(() => import('../features/auth/LoginPage'), 'LoginPage') },
          { path: '/register', ...page(() => import('../features/auth/RegisterPage'), 'RegisterPage') },
          {
            path: '/forgot-password',
            ...page(() => import('../features/passwords/ForgotPasswordPage'), 'ForgotPasswordPage'),
          },
          {
            path: '/reset-password',
            ...page(() => import('../features/passwords/ResetPasswordPage'), 'ResetPasswordPage'),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            ...page(() => import('../features/layout/MainLayout'), 'MainLayout'),
            children: [
              {
                index: true,
                // The feed's module also hands the hashtag page its list pieces (FeedPage.tsx).
                ...page(() => import('../features/feed/FeedPage').then(({ FeedPage }) => ({ FeedPage })), 'FeedPage'),
              },
              {
                path: '/chat',
                ...page(() => import('../features/chat/ChatPage'), 'ChatPage', [chatStrings, projectsStrings]),
              },
              {
                path: '/movie-room',
                ...page(() => import('../features/movie-room/MovieRoomPage'), 'MovieRoomPage', [movieRoomStrings]),
              },
              { path: '/profile', ...page(() => import('../features/profile/ProfilePage'), 'ProfilePage') },
              { path: '/profile/:userId', ...page(() => import('../features/profile/ProfilePage'), 'ProfilePage') },
              {
                path: '/edit-profile',
                ...page(() => import('../features/profile/EditProfilePage'), 'EditProfilePage'),
              },
              { path: '/settings', ...page(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
              {
                path: '/projects',
                ...page(() => import('../features/projects/ProjectsPage'), 'ProjectsPage', [projectsStrings]),
                // A task's panel beside its board: the page reads the address itself (useTaskPanelRoute), so
                // the route renders nothing of its own (null, not absent, which the router warns about).
                children: [{ path: ':projectId/tasks/:taskId', element: null }],
              },
              {
                path: '/documents',
                ...page(() => import('../features/documents/DocumentsPage'), 'DocumentsPage', [documentsStrings]),
              },
              {
                path: '/notifications',
                ...page(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
              },
              { path: '/search', ...page(() => import('../features/search/SearchPage'), 'SearchPage') },
              { path: '/tags/:tag', ...page(() => import('../features/feed/tags/TagPage'), 'TagPage', [tagStrings]) },
              { path: '/funding', ...page(() => import('../features/funding/FundingPage'), 'FundingPage') },
              { path: '/admin', ...page(() => import('../features/admin/AdminPage'), 'AdminPage') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Starts downloading every chunk the routes matching `pathname` render (the layout and the page
 * together, as a data router would), rather than each only once its parent has rendered. A failed
 * download is reported by the page that needs it (PageLoadBoundary).
 */
export function preloadPages(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) void match.route.preload?.().catch(() => undefined);
}
