import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { watchGreeting } from './live';
import type { registerByApi } from './users';

type User = Awaited<ReturnType<typeof registerByApi>>;

/**
 * `open(user, path, width?)`: a new browser context (1280 px unless told) signed in as `user`, at
 * `path`, once the chat thread has rendered and the /chat socket has been greeted (so live events
 * from then on arrive).
 */
export const chatTest = base.extend<{ open: (user: User, path: string, width?: number) => Promise<Page> }>({
  open: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user, target, width = 1280) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      contexts.push(context);
      await context.addInitScript((token) => localStorage.setItem('token', token), user.token);
      const page = await context.newPage();
      const live = watchGreeting(page, 'chat');
      await page.goto(target);
      await expect(page.getByTestId('chat-thread')).toBeVisible({ timeout: 30_000 });
      await expect.poll(live, { message: 'the /chat socket is connected' }).toBe(true);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** The bubble of message `messageId`. */
export const bubble = (page: Page, messageId: string) =>
  page.locator(`[data-testid="message-bubble"][data-message-id="${messageId}"]`);
