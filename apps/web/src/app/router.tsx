import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppLoader, RequireAuth, SignedOutOnly } from './route-guards';
import { RootRoute } from './RootRoute';

/**
 * The signed-in layout and each page are their own chunks, so the sign-in screens ship only what they
 * show: the layout brings the socket.io client, notifications and the post wizard.
 */
function page(load: () => Promise<Record<string, ComponentType>>, name: string) {
  return async () => {
    const module = await load();
    const Component = module[name];
    if (!Component) throw new Error(`Page module has no export ${name}`);
    return { Component };
  };
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      hydrateFallbackElement: <AppLoader />,
      children: [
        {
          element: <SignedOutOnly />,
          children: [
            { path: '/login', lazy: page(() => import('../features/auth/LoginPage'), 'LoginPage') },
            { path: '/register', lazy: page(() => import('../features/auth/RegisterPage'), 'RegisterPage') },
            {
              path: '/forgot-password',
              lazy: page(() => import('../features/passwords/ForgotPasswordPage'), 'ForgotPasswordPage'),
            },
            {
              path: '/reset-password',
              lazy: page(() => import('../features/passwords/ResetPasswordPage'), 'ResetPasswordPage'),
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: page(() => import('../features/layout/MainLayout'), 'MainLayout'),
              children: [
                { index: true, lazy: page(() => import('../features/feed/FeedPage'), 'FeedPage') },
                { path: '/chat', lazy: page(() => import('../features/chat/ChatPage'), 'ChatPage') },
                {
                  path: '/movie-room',
                  lazy: page(() => import('../features/movie-room/MovieRoomPage'), 'MovieRoomPage'),
                },
                { path: '/profile', lazy: page(() => import('../features/profile/ProfilePage'), 'ProfilePage') },
                {
                  path: '/profile/:userId',
                  lazy: page(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
                },
                {
                  path: '/edit-profile',
                  lazy: page(() => import('../features/profile/EditProfilePage'), 'EditProfilePage'),
                },
                { path: '/settings', lazy: page(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
                { path: '/projects', lazy: page(() => import('../features/projects/ProjectsPage'), 'ProjectsPage') },
                {
                  path: '/documents',
                  lazy: page(() => import('../features/documents/DocumentsPage'), 'DocumentsPage'),
                },
                {
                  path: '/notifications',
                  lazy: page(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
                },
                { path: '/funding', lazy: page(() => import('../features/funding/FundingPage'), 'FundingPage') },
                { path: '/admin', lazy: page(() => import('../features/admin/AdminPage'), 'AdminPage') },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
