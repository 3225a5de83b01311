import { defineConfig } from '@playwright/test';
import { SEEDED_ADMIN } from './support/seeded-admin';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Tests wait for conditions, never for time, so a long limit costs nothing when the machine is
  // idle; on a busy 2-core CI machine two signed-in contexts can take over a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker answers built files from its precache and pages before the network, where
    // page.route cannot see them: specs test the app itself without it. The installable-app spec allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser downloads cannot be used here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/support/test-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', E2E_SEED_ADMIN: JSON.stringify(SEEDED_ADMIN) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
