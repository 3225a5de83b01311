import { defineConfig } from 'vitest/config';

// 'development' first so that workspace packages (@teamhub/contracts) resolve to their TypeScript
// sources through their package exports, not to a possibly stale dist. The rest are Vite's defaults
// but 'module', which Node never uses: with it the AWS SDK resolved to builds Node cannot load
// (extensionless imports), where the server itself, run by Node, loads the SDK's CommonJS build.
const conditions = ['development', 'node', 'development|production'];

export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
