import { expect, type Page } from '@playwright/test';
import type { A11ySeed } from './a11y-seed';

/**
 * One screen or dialog the accessibility check visits. `open` brings the page to the state to
 * check and waits until it is there (a condition, never a delay). A feature adds its screens here
 * with one line each, in the issue that builds it.
 */
export interface A11yScreen {
  name: string;
  /** Signed-out screens are checked first, before the view signs in. */
  signedOut?: boolean;
  /** Only at these widths (e.g. a panel the narrow layout does not have); all widths if absent. */
  widths?: readonly number[];
  open: (page: Page, seed: A11ySeed) => Promise<void>;
}

export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 375;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Điều hướng chính' }).first();
const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

async function goto(page: Page, path: string) {
  await page.goto(path);
  // The signed-in layout and every page are lazy chunks: wait until the page has rendered.
  await expect(page.locator('#root')).not.toBeEmpty();
}

async function openFeed(page: Page) {
  await goto(page, '/');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
}

async function openChat(page: Page, conversationId?: string) {
  await goto(page, conversationId ? `/chat?c=${conversationId}` : '/chat');
  // The narrow layout shows either the list or the open conversation.
  if (conversationId) await expect(page.getByTestId('message-bubble').first()).toBeVisible();
  else await expect(page.getByTestId('conversation-list')).toBeVisible();
}

export const A11Y_SCREENS: A11yScreen[] = [
  {
    name: 'login',
    signedOut: true,
    open: async (page) => (await goto(page, '/login'), await expect(page.locator('#login-email')).toBeVisible()),
  },
  {
    name: 'register',
    signedOut: true,
    open: async (page) => (
      await goto(page, '/register'),
      await expect(page.getByRole('textbox').first()).toBeVisible()
    ),
  },
  {
    name: 'feed',
    open: async (page) => {
      await openFeed(page);
      // The seeded notifications are unread until the notification screens: check the badge too.
      await expect(page.getByTestId('count-badge').filter({ visible: true })).toBeVisible();
    },
  },
  {
    name: 'comments dialog',
    open: async (page, seed) => {
      await openFeed(page);
      await page.locator(`#post-${seed.postId}`).getByRole('button', { name: 'Bình luận', exact: true }).click();
      await expect(page.getByTestId('comments-dialog').getByTestId('comment').first()).toBeVisible();
    },
  },
  {
    name: 'new post wizard',
    open: async (page) => {
      await openFeed(page);
      await page.getByRole('button', { name: 'Add' }).filter({ visible: true }).click();
      await expect(page.getByTestId('create-post-wizard')).toBeVisible();
    },
  },
  { name: 'own profile', open: async (page) => (await goto(page, '/profile'), await heading(page)) },
  {
    name: 'other profile',
    open: async (page, seed) => (await goto(page, `/profile/${seed.other.id}`), await heading(page)),
  },
  {
    name: 'edit profile (avatar editor)',
    open: async (page) => (
      await goto(page, '/edit-profile'),
      await expect(page.getByTestId('avatar-input')).toBeAttached()
    ),
  },
  { name: 'chat list', open: (page) => openChat(page) },
  { name: 'chat conversation', open: (page, seed) => openChat(page, seed.directConversationId) },
  {
    name: 'new conversation dialog',
    open: async (page) => {
      await openChat(page);
      await page.getByTestId('chat-new-message').click();
      await expect(page.getByRole('dialog', { name: 'Tin nhắn mới' })).toBeVisible();
    },
  },
  {
    name: 'group info panel',
    // The narrow layout has no room for the panel.
    widths: [DESKTOP_WIDTH],
    open: async (page, seed) => {
      await openChat(page, seed.groupId);
      await page.getByTestId('chat-info-toggle').click();
      await expect(page.getByTestId('chat-info-panel').getByTestId('info-member')).toHaveCount(2);
    },
  },
  {
    name: 'notifications page',
    open: async (page) => (
      await goto(page, '/notifications'),
      await expect(page.getByTestId('notification-item').first()).toBeVisible()
    ),
  },
  {
    name: 'notifications panel',
    // The narrow layout has no panel: its bottom bar links to the notifications page.
    widths: [DESKTOP_WIDTH],
    open: async (page) => {
      await openFeed(page);
      await mainNav(page)
        .getByRole('button', { name: /^Notification/ })
        .click();
      await expect(page.getByTestId('notification-panel').getByTestId('notification-item').first()).toBeVisible();
    },
  },
  { name: 'settings', open: async (page) => (await goto(page, '/settings'), await heading(page)) },
  { name: 'projects placeholder', open: async (page) => (await goto(page, '/projects'), await heading(page)) },
  { name: 'documents placeholder', open: async (page) => (await goto(page, '/documents'), await heading(page)) },
  { name: 'movie room placeholder', open: async (page) => (await goto(page, '/movie-room'), await heading(page)) },
  { name: 'funding placeholder', open: async (page) => (await goto(page, '/funding'), await heading(page)) },
  {
    name: 'unknown address (404 → feed)',
    open: async (page) => {
      await goto(page, '/no-such-page');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('post-card').first()).toBeVisible();
    },
  },
];
