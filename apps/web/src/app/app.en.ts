import type { appVi, pagesVi } from './app.vi';

/** The app shell's texts (loading, unreachable server, placeholder screens) and page titles, in English. */
export const appEn: typeof appVi = {
  name: 'TeamHub',
  version: 'v1.0',
  loading: 'Loading...',
  serverUnreachable: 'Cannot reach the server.',
  retry: 'Try again',
  comingSoonTitle: 'Coming soon',
  comingSoonBody: 'This feature is being built and will be here soon.',
  noAccessTitle: 'No access',
  noAccessBody: 'This page is for the workspace’s administrators only.',
  backHome: 'Back to home',
};

export const pagesEn: typeof pagesVi = {
  feed: 'Feed',
  chat: 'Messages',
  movieRoom: 'Movie Room',
  profile: 'Profile',
  editProfile: 'Edit profile',
  projects: 'Projects',
  documents: 'My documents',
  notifications: 'Notifications',
  funding: 'Funding',
};
