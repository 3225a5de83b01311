import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { watchFeedLive } from './live';
import { loginThroughForm, type TestUser } from './users';

/**
 * `signIn(user)` opens a new browser context (one per user), signs in through the form and waits
 * until the feed has loaded and watches its live events, so events sent from then on arrive.
 */
export const feedTest = base.extend<{ signIn: (user: TestUser) => Promise<Page> }>({
  signIn: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      const watching = watchFeedLive(page);
      await loginThroughForm(page, user);
      await expectFeedLoaded(page);
      await expect.poll(watching, { message: 'the feed watches its live events' }).toBe(true);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export async function expectFeedLoaded(page: Page) {
  await expect(page.getByTestId('post-card').first().or(page.getByTestId('feed-empty'))).toBeVisible();
}

export const postCard = (page: Page, postId: string) => page.locator(`#post-${postId}`);
