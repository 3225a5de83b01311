import { test as base } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { seedA11yData, type A11ySeed } from './a11y-seed';

/** A test whose worker seeds the accessibility screens' users and content once, shared by every test. */
export const seededTest = base.extend<object, { seed: A11ySeed }>({
  seed: [
    async ({ playwright }, use) => {
      const baseURL = `http://127.0.0.1:${E2E_PORT}`;
      const request = await playwright.request.newContext({ baseURL });
      await use(await seedA11yData(request, baseURL));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});
