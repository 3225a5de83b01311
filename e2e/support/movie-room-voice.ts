import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import config from '../playwright.config';
import { loginThroughForm, type TestUser } from './users';

/**
 * The config's Chromium with a fake microphone (a beeping tone), its permission prompt answered,
 * and loopback candidates allowed so two pages on one machine can connect peer to peer.
 */
export const fakeMediaLaunchOptions = {
  ...config.use?.launchOptions,
  args: [
    ...(config.use?.launchOptions?.args ?? []),
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--allow-loopback-in-peer-connection',
  ],
};

/** True once the server has answered this page's room join with `room-users` on /movie-room. */
function watchRoomJoined(page: Page): () => boolean {
  let joined = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('42/movie-room,["room-users"')) joined = true;
    }),
  );
  return () => joined;
}

/**
 * A new context (microphone allowed) signed in as `user`, in room `roomId` through the join card,
 * waiting until the server has seated the page in the room (so voice can be joined at once).
 */
export async function openMovieRoom(browser: Browser, user: TestUser, roomId: string) {
  const context: BrowserContext = await browser.newContext({ permissions: ['microphone'] });
  const page = await context.newPage();
  const joined = watchRoomJoined(page);
  await loginThroughForm(page, user);
  await page.goto('/movie-room');
  await page.getByTestId('room-id-input').fill(roomId);
  await page.getByRole('button', { name: 'Join room' }).click();
  await expect(page.getByTestId('voice-controls')).toBeVisible({ timeout: 30_000 });
  await expect.poll(joined, { message: 'the /movie-room socket joined the room', timeout: 30_000 }).toBe(true);
  return { context, page };
}

/** The voice member row of `username` on `page`. */
export function voiceMember(page: Page, username: string): Locator {
  return page.getByTestId('voice-member').and(page.locator(`[data-username="${username}"]`));
}

/** The most audio bytes any peer on `page` has received, as its debug panel shows them. */
export async function inboundAudioBytes(page: Page): Promise<number> {
  const rows = page.getByTestId('voice-peer-stats');
  const values = await rows.evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute('data-bytes-received') ?? 0)),
  );
  return Math.max(0, ...values);
}
