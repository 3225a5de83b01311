import 'i18next';
import type { adminVi } from '../features/admin/admin.vi';
import type { chatVi } from '../features/chat/chat.vi';
import type { albumVi } from '../features/feed/album/album.vi';
import type { documentsVi } from '../features/documents/documents.vi';
import type { tagsVi } from '../features/feed/tags/tags.vi';
import type { movieRoomVi } from '../features/movie-room/movie-room.vi';
import type { voiceVi } from '../features/movie-room/voice/voice.vi';
import type { projectsVi } from '../features/projects/projects.vi';
import type { searchVi } from '../features/search/search.vi';
import type { vi } from './locales/vi';

/** Texts added when their page or screen loads (i18n/page-strings.ts, i18n/lazy-strings.ts), under their own key. */
interface LaterTexts {
  admin: typeof adminVi;
  album: typeof albumVi;
  chat: typeof chatVi;
  projects: typeof projectsVi;
  documents: typeof documentsVi;
  movieRoom: typeof movieRoomVi;
  search: typeof searchVi;
  tags: typeof tagsVi;
  voice: typeof voiceVi;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof vi & LaterTexts };
  }
}
