import { defineConfig } from 'vitest/config';

// 'development' first so that workspace packages (@teamhub/contracts) resolve to their TypeScript
// sources through their package exports, not to a possibly stale dist. The rest are Vite's defaults.
const conditions = ['development', 'module', 'node', 'development|production'];

export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
