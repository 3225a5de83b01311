import type { navVi, welcomeVi } from './layout.vi';

/** The signed-in layout's texts: navigation and the welcome sticker, in English. */
export const navEn: typeof navVi = {
  home: 'Home',
  notification: 'Notification',
  add: 'Add',
  chat: 'Chat',
  project: 'Project',
  funding: 'Funding',
  document: 'Document',
  movieRoom: 'Movie Room',
  admin: 'Admin',
  logout: 'Logout',
  settings: 'Settings',
  profile: 'Profile',
  notifications: 'Notifications',
  guestName: 'Guest',
  guestEmail: 'Not signed in',
  mainNavigation: 'Main navigation',
  skipToContent: 'Skip to content',
  search: 'Search',
};

export const welcomeEn: typeof welcomeVi = {
  hello: 'Hello, {{name}}!',
};
