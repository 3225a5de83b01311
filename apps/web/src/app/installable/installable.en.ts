import type { installableVi } from './installable.vi';

/** The installable app's states: offline, and a new version waiting. */
export const installableEn: typeof installableVi = {
  offline: 'You are offline',
  offlineDetail: 'New content will show when the network is back.',
  updateReady: 'New version available',
  reload: 'Reload',
};
