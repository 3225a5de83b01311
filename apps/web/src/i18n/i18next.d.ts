import 'i18next';
import type { adminVi } from '../features/admin/admin.vi';
import type { vi } from './locales/vi';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Lazy features' texts are added when they load (i18n/lazy-strings.ts), under their own key.
    resources: { translation: typeof vi & { admin: typeof adminVi } };
  }
}
