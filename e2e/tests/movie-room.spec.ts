import { randomBytes } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { SERVER_MESSAGES } from '@teamhub/contracts';
import { watchConsole } from '../support/console-watch';
import { gapBetween, joinRoomWithCard, postMovieByApi, readPlayer } from '../support/movie-room';
import { loginThroughForm, newUser, registerByApi } from '../support/users';

type RoomUser = Awaited<ReturnType<typeof registerByApi>>;

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

/** `open(user)` opens a new browser context (one per user) and signs in. */
const test = base.extend<{ open: (user: RoomUser) => Promise<Page> }>({
  open: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await loginThroughForm(page, user);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

test('host and guest watch the team video in step; chat both ways; only the host chooses; a javascript: link is refused', async ({
  open,
  request,
}) => {
  test.setTimeout(180_000);
  const host = await registerByApi(request, newUser('host'));
  const guest = await registerByApi(request, newUser('guest'));
  const title = unique('Phim của nhóm');
  await postMovieByApi(request, host.token, title);
  const roomId = `room-${randomBytes(4).toString('hex')}`;

  const hostPage = await open(host);
  await joinRoomWithCard(hostPage, roomId, 'Tối thứ sáu');
  await expect(hostPage.getByTestId('host-badge')).toBeVisible();
  await expect(hostPage.getByText('Đang chờ host chọn phim...')).toHaveCount(0);

  const guestPage = await open(guest);
  await joinRoomWithCard(guestPage, roomId);
  await expect(guestPage.getByText('Đang chờ host chọn phim...')).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Chọn phim' })).toHaveCount(0);
  await expect(guestPage.getByTestId('host-badge')).toHaveCount(0);
  await expect(hostPage.getByTestId('room-member-count')).toHaveText('2');
  await expect(guestPage.getByTestId('room-member-count')).toHaveText('2');

  // The host picks the team's video by searching for it.
  await hostPage.getByTestId('choose-movie').click();
  const picker = hostPage.getByRole('dialog', { name: 'Chọn phim' });
  await expect(picker).toBeVisible();
  await picker.getByTestId('movie-search').fill(title);
  await picker.getByTestId('movie-search').press('Enter');
  await expect(picker.getByText('Kết quả tìm kiếm')).toBeVisible();
  await picker.getByTestId('movie-option').filter({ hasText: title }).click();
  await expect(picker).toBeHidden();
  for (const page of [hostPage, guestPage]) {
    await expect(page.getByTestId('room-movie-title')).toHaveText(title);
    await expect(page.getByTestId('room-player')).toBeVisible();
  }

  // Play: both players run.
  await hostPage.getByTestId('room-play-toggle').click();
  for (const page of [hostPage, guestPage]) {
    await expect.poll(async () => (await readPlayer(page)).time, { timeout: 30_000 }).toBeGreaterThan(1);
    await expect.poll(async () => (await readPlayer(page)).paused).toBe(false);
  }

  // The host seeks 10 s forward; both players land there, within 0.3 s of each other.
  const before = (await readPlayer(hostPage)).time;
  await hostPage.getByTestId('room-forward').click();
  await expect
    .poll(
      async () => {
        const [a, b] = [await readPlayer(hostPage), await readPlayer(guestPage)];
        if (a.paused || b.paused || a.time < before + 9.5 || b.time < before + 9.5) return Number.POSITIVE_INFINITY;
        return gapBetween(a, b);
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBeLessThan(0.3);

  // Room chat, both ways.
  const hello = unique('Chào cả phòng');
  await hostPage.getByTestId('room-chat-input').fill(hello);
  await hostPage.getByTestId('room-chat-input').press('Enter');
  await expect(guestPage.getByTestId('room-chat-list')).toContainText(hello);
  await expect(hostPage.getByTestId('room-chat-list').getByText(hello)).toHaveCount(1);
  const reply = unique('Phim hay quá');
  await guestPage.getByTestId('room-chat-input').fill(reply);
  await guestPage.getByTestId('room-chat-send').click();
  await expect(hostPage.getByTestId('room-chat-list')).toContainText(reply);

  // A javascript: link is refused with the server's message.
  await hostPage.getByTestId('choose-movie').click();
  await picker.getByTestId('movie-link').fill('javascript:alert(1)');
  await picker.getByRole('button', { name: 'Chiếu liên kết' }).click();
  await expect(picker.getByTestId('movie-picker-error')).toHaveText(SERVER_MESSAGES['movieRoom.streamUrlInvalid'].vi);
  await expect(hostPage.getByTestId('room-movie-title')).toHaveText(title);
});

test('a blank id cannot be joined; a room link joins on load; leaving goes back to the card', async ({
  open,
  request,
}) => {
  const user = await registerByApi(request, newUser('viewer'));
  const page = await open(user);
  await page.goto('/movie-room');
  await expect(page.getByRole('heading', { name: 'Tham gia Phòng Phim' })).toBeVisible();
  await expect(page.getByTestId('join-room')).toBeDisabled();
  await page.getByTestId('room-id-input').fill('   ');
  await page.getByTestId('join-room').click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a room id');

  const roomId = `link-${randomBytes(4).toString('hex')}`;
  await page.goto(`/movie-room?room=${roomId}`);
  await expect(page.getByTestId('room-id')).toContainText(roomId);
  await expect(page.getByTestId('host-badge')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('room-connection')).toHaveAttribute('data-connected', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('room-id')).toContainText(roomId);
  await page.getByTestId('leave-room').click();
  await expect(page.getByRole('heading', { name: 'Tham gia Phòng Phim' })).toBeVisible();
  await expect(page).toHaveURL(/\/movie-room$/);
});

test('a new room is made without a red line in the console: no lookup (404) of an id just drawn', async ({
  open,
  request,
}) => {
  const user = await registerByApi(request, newUser('creator'));
  const page = await open(user);
  const heard = await watchConsole(page);
  await page.goto('/movie-room');
  await page.getByTestId('room-name-input').fill('Phòng mới');
  await page.getByRole('button', { name: 'Tạo phòng mới' }).click();
  await expect(page).toHaveURL(/\?room=phong-[a-z0-9]{10}$/);
  await expect(page.getByTestId('host-badge')).toBeVisible();
  await expect(page.getByTestId('room-connection')).toHaveAttribute('data-connected', 'true', { timeout: 30_000 });
  expect(heard.take()).toEqual([]);
});
