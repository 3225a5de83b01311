import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1), which leaves a core idle while a
    // suite waits on a socket, a child process or PostgreSQL. Three keep both busy: 26 → 20 min here.
    maxWorkers: 3,
    projects: ['packages/contracts/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts'],
  },
});
