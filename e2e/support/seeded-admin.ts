import type { TestUser } from './users';

/**
 * The workspace's administrator in browser tests. Tests run in parallel on one server, and the first
 * account of a workspace becomes its administrator: so that no test depends on coming first (and no
 * test's user turns admin by chance and sees the administrator's notices), test-server.mjs creates this
 * account before the server starts, through the E2E_SEED_ADMIN setting playwright.config.ts passes.
 */
export const SEEDED_ADMIN: TestUser = {
  username: 'e2e_admin',
  email: 'admin@e2e.example.com',
  password: 'quiet-harbor-lantern-47',
};
