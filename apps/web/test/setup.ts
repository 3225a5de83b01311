import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/i18n';

// Lazy screens and dialogs load their chunk on first use; on a busy 2-core CI machine that can take seconds.
// findBy/waitFor still return as soon as their condition holds: this only moves the point of giving up.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

await initI18n();
