import { randomBytes } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { directConversationByApi } from './chat';
import { watchGreeting } from './live';
import { registerByApi } from './users';

type User = Awaited<ReturnType<typeof registerByApi>>;

/** Two new users with their direct conversation, and a tag that sets this run's texts apart. */
interface ChatPair {
  tag: string;
  alice: User;
  bob: User;
  conversationId: string;
}

/**
 * `pair`: Alice and Bob, registered for this test, and their direct conversation.
 *
 * `open(user, path, width?)`: a new browser context (1280 px unless told) signed in as `user`, at
 * `path`, once the chat thread has rendered and the /chat socket has been greeted (so live events
 * from then on arrive).
 */
export const chatTest = base.extend<{
  open: (user: User, path: string, width?: number) => Promise<Page>;
  pair: ChatPair;
}>({
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
  pair: async ({ request }, use) => {
    const tag = randomBytes(3).toString('hex');
    const [alice, bob] = [await registerByApi(request), await registerByApi(request)];
    await use({ tag, alice, bob, conversationId: await directConversationByApi(request, alice, bob) });
  },
});

/** The bubble of message `messageId`. */
export const bubble = (page: Page, messageId: string) =>
  page.locator(`[data-testid="message-bubble"][data-message-id="${messageId}"]`);
