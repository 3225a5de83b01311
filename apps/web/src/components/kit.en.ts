import type { kitVi } from './kit.vi';

/** Texts of the shared building blocks in components/ (dialogs, banners), in English. */
export const kitEn: typeof kitVi = {
  close: 'Close',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  genericError: 'Something went wrong. Please try again.',
};
