import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { chatStrings } from '../src/features/chat/chat-strings';
import { documentsStrings } from '../src/features/documents/documents-strings';
import { movieRoomStrings } from '../src/features/movie-room/movie-room-strings';
import { projectsStrings } from '../src/features/projects/projects-strings';
import { initI18n } from '../src/i18n';
import { loadPageStrings } from '../src/i18n/page-strings';

// Lazy screens and dialogs load their chunk on first use; on a busy 2-core CI machine that can take seconds.
// findBy/waitFor still return as soon as their condition holds: this only moves the point of giving up.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

await initI18n();
// Tests render a page's components without the route that loads the page's own texts (app/routes.tsx).
await Promise.all([chatStrings, projectsStrings, documentsStrings, movieRoomStrings].map(loadPageStrings));
