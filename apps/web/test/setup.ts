import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

await initI18n();
