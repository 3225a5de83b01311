import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { A11ySeed } from './a11y-seed';
import { openAdminSection } from './admin';
import { albumFiles } from './albums';
import { documentItem, holdUploads, itemAction, openShare, textFile } from './documents';

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
  /**
   * Console messages this screen causes by working as meant (a refusal it shows on purpose), each matched
   * narrowly; any other console error or warning fails the screen.
   */
  allowConsole?: readonly RegExp[];
  open: (page: Page, seed: A11ySeed) => Promise<void>;
}

const avatarFixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png');

export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 375;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Điều hướng chính' }).first();
const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

async function goto(page: Page, path: string) {
  await page.goto(path);
  // The signed-in layout and every page are lazy chunks: wait until the page has rendered (a first
  // paint took over 10 s on a two-core machine running two browser suites at once).
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: 30_000 });
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

/** The chat list searched for an unaccented word: the seeded messages with "giờ" under the conversations. */
async function searchChatMessages(page: Page) {
  await openChat(page);
  await page.getByTestId('chat-search').fill('gio');
  await expect(page.getByTestId('message-hit').filter({ hasText: 'Chiều nay họp' }).locator('mark')).toHaveText('giờ');
}

async function openBoard(page: Page, seed: A11ySeed) {
  await goto(page, `/projects?project=${seed.project.id}`);
  await expect(page.getByTestId('task-card')).toHaveCount(5);
}

/** The board with one of its dialogs open, found by its title. */
async function openBoardDialog(page: Page, seed: A11ySeed, button: string, title: string) {
  await openBoard(page, seed);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}

/** The edit dialog of the seeded assigned task, once its assignee list has loaded (none + 2 members). */
async function openEditTask(page: Page, seed: A11ySeed) {
  await openBoard(page, seed);
  // A card opens its task's panel; the panel's "Edit" opens the dialog.
  await page.getByTestId('task-card').filter({ hasText: 'Thiết kế trang chủ' }).click();
  await page.getByTestId('task-panel').getByRole('button', { name: 'Chỉnh sửa', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Chỉnh sửa task' });
  await expect(dialog.getByLabel('Người thực hiện').locator('option')).toHaveCount(3);
  return dialog;
}

/** The session token: the empty-state screen is seen as the user with no project, then it is put back. */
const useToken = (page: Page, token: string) => page.evaluate((value) => localStorage.setItem('token', value), token);

/** The seeded room as its host, connected, with its movie loaded in the player. */
async function openMovieRoom(page: Page, seed: A11ySeed) {
  await goto(page, `/movie-room?room=${seed.movieRoom.roomId}`);
  await expect(page.getByTestId('room-connection')).toHaveAttribute('data-connected', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('room-movie-title')).toHaveText(seed.movieRoom.title);
  await expect(page.getByTestId('room-player')).toHaveJSProperty('readyState', 4, { timeout: 30_000 });
}

const MOVIE_ROOM_SCREENS: A11yScreen[] = [
  {
    name: 'movie room join card',
    open: async (page) => {
      await goto(page, '/movie-room');
      await expect(page.getByRole('heading', { name: 'Tham gia Phòng Phim' })).toBeVisible();
    },
  },
  { name: 'movie room (host, with a movie)', open: openMovieRoom },
  {
    name: 'movie room picker',
    open: async (page, seed) => {
      await openMovieRoom(page, seed);
      await page.getByTestId('choose-movie').click();
      const picker = page.getByRole('dialog', { name: 'Chọn phim' });
      await expect(picker.getByTestId('movie-option').first()).toBeVisible();
    },
  },
];

const PROJECT_SCREENS: A11yScreen[] = [
  {
    name: 'projects empty state',
    open: async (page, seed) => {
      await useToken(page, seed.loner.token);
      await goto(page, '/projects');
      await expect(page.getByText('Chưa có dự án nào')).toBeVisible();
      // The rendered page stays the loner's for the check; the next navigation is the viewer's again.
      await useToken(page, seed.viewer.token);
    },
  },
  { name: 'projects board', open: openBoard },
  {
    // The high-priority tasks: two of five cards, columns saying none match, a kind's choices open.
    name: 'board filters with a kind open',
    widths: [DESKTOP_WIDTH],
    open: async (page, seed) => {
      await openBoard(page, seed);
      await page.getByTestId('filter-priority').click();
      await page.getByRole('checkbox', { name: 'Cao', exact: true }).check();
      await expect(page.getByTestId('filter-count')).toHaveText('Hiển thị 2/5 task');
      await expect(page.getByTestId('task-card')).toHaveCount(2);
    },
  },
  {
    name: 'board filters dialog (phone)',
    widths: [MOBILE_WIDTH],
    open: async (page, seed) => {
      await openBoard(page, seed);
      await page.getByRole('button', { name: 'Bộ lọc', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Bộ lọc' });
      await dialog.getByRole('checkbox', { name: 'Cao', exact: true }).check();
      await expect(dialog.getByRole('button', { name: 'Hiển thị 2/5 task', exact: true })).toBeVisible();
    },
  },
  {
    name: 'create project dialog',
    open: (page, seed) => openBoardDialog(page, seed, 'create new project', 'Tạo dự án mới'),
  },
  {
    name: 'create task dialog',
    open: (page, seed) => openBoardDialog(page, seed, 'Thêm task vào TO DO', 'Tạo task mới'),
  },
  {
    name: 'task panel with a checklist and a comment',
    open: async (page, seed) => {
      await openBoard(page, seed);
      await page.getByTestId('task-card').filter({ hasText: 'Thiết kế trang chủ' }).click();
      await expect(page.getByTestId('task-panel').getByTestId('checklist-item')).toHaveCount(3);
      await expect(page.getByTestId('task-panel').getByTestId('task-comment')).toHaveCount(1);
    },
  },
  { name: 'edit task dialog', open: async (page, seed) => void (await openEditTask(page, seed)) },
  {
    name: 'task card menu (move to another column)',
    open: async (page, seed) => {
      await openBoard(page, seed);
      await page.getByRole('button', { name: 'Tùy chọn task Thiết kế trang chủ', exact: true }).click();
      await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(4);
    },
  },
  {
    name: 'delete task confirmation',
    open: async (page, seed) => {
      const dialog = await openEditTask(page, seed);
      await dialog.getByRole('button', { name: 'Xóa task', exact: true }).click();
      await expect(page.getByText('Bạn có chắc chắn muốn xóa task này?')).toBeVisible();
    },
  },
  { name: 'invite dialog', open: (page, seed) => openBoardDialog(page, seed, 'invite member', 'Mời thành viên') },
  {
    name: 'members dialog',
    open: async (page, seed) => {
      await openBoard(page, seed);
      await page.getByRole('button', { name: 'Thành viên', exact: true }).click();
      await expect(page.getByRole('dialog').getByText(seed.other.username)).toBeVisible();
    },
  },
  {
    name: 'my tasks',
    open: async (page) => {
      await goto(page, '/projects?view=mine');
      await expect(page.getByRole('heading', { level: 2, name: 'Việc của tôi' })).toBeVisible();
      await expect(page.getByTestId('my-task')).toHaveCount(2);
    },
  },
  {
    name: 'project calendar (month)',
    open: async (page, seed) => {
      await goto(page, `/projects?project=${seed.project.id}&view=calendar&month=${seededDueDay().slice(0, 7)}`);
      await expectCalendarDay(page);
    },
  },
  {
    // With a filter on, so its count and Clear button are checked too: the two high-priority tasks of three.
    name: 'calendar of all projects (week), filtered',
    open: async (page) => {
      await goto(page, `/projects?view=all-calendar&week=${seededDueDay()}&priority=high`);
      await expect(page.getByTestId('filter-count')).toBeVisible();
      await expectCalendarDay(page, 2);
    },
  },
];

/** The day the seeded project's due tasks are due (a11y-seed: a week from now). */
const seededDueDay = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** The calendar with that day's three tasks (fewer when filtered): chips in the grid (dots at 375 px) and listed below once chosen. */
async function expectCalendarDay(page: Page, tasks = 3) {
  const day = page.locator(`[data-testid="calendar-day"][data-day="${seededDueDay()}"]`);
  await expect(day.getByTestId('calendar-chip')).toHaveCount(tasks);
  await day.getByRole('button').first().click();
  await expect(page.getByTestId('calendar-agenda').getByTestId('calendar-agenda-chip')).toHaveCount(tasks);
}

/** The documents page in list or grid view, once the viewer's three documents are shown. */
async function openDocuments(page: Page, view: 'Danh sách' | 'Lưới' = 'Danh sách') {
  await goto(page, '/documents');
  await page.getByRole('button', { name: view, exact: true }).click();
  await expect(page.getByTestId('document-item')).toHaveCount(3);
}

/** A loaded picture (its bytes arrived and decoded), not just an <img> element. */
const expectLoaded = (image: ReturnType<Page['locator']>) =>
  expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

/**
 * Menu entries are picked with the keyboard here: these screens check the state reached, and whether a
 * pointer can reach every entry is documents.spec.ts's business.
 */
const byKeyboard = { keyboard: true };

const DOCUMENT_SCREENS: A11yScreen[] = [
  {
    name: 'documents empty state',
    open: async (page, seed) => {
      await useToken(page, seed.loner.token);
      await goto(page, '/documents');
      await expect(page.getByText('Chưa có tài liệu nào')).toBeVisible();
      await useToken(page, seed.viewer.token);
    },
  },
  { name: 'documents list', open: (page) => openDocuments(page) },
  {
    name: 'documents grid with previews',
    open: async (page, seed) => {
      await openDocuments(page, 'Lưới');
      await expectLoaded(documentItem(page, seed.documents.image).locator('img'));
    },
  },
  {
    name: 'documents upload in progress',
    open: async (page) => {
      await openDocuments(page);
      // Never released: the next screen's navigation drops the held request before the server sees it.
      await holdUploads(page);
      await page.getByTestId('documents-file-input').setInputFiles([textFile('dang-tai.txt')]);
      await expect(page.getByTestId('upload-item').getByRole('progressbar')).toBeVisible();
    },
  },
  {
    name: 'document rename',
    open: async (page, seed) => {
      await openDocuments(page);
      await itemAction(documentItem(page, seed.documents.text), 'Đổi tên', byKeyboard);
      await expect(page.getByRole('textbox', { name: 'Tên mới' })).toBeFocused();
    },
  },
  {
    name: 'documents delete confirmation',
    open: async (page, seed) => {
      await openDocuments(page);
      await page.getByRole('checkbox', { name: `Chọn ${seed.documents.text}` }).check();
      await page.getByRole('button', { name: 'Xóa (1)' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'document preview dialog',
    open: async (page, seed) => {
      await openDocuments(page);
      await documentItem(page, seed.documents.image).getByText(seed.documents.image, { exact: true }).click();
      await expectLoaded(page.getByRole('dialog', { name: seed.documents.image }).locator('img'));
    },
  },
  {
    name: 'documents trash',
    open: async (page, seed) => {
      await openDocuments(page);
      await page
        .getByRole('button', { name: 'Thùng rác' })
        .or(page.getByRole('link', { name: 'Thùng rác' }))
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Thùng rác' })).toBeVisible();
      await expect(documentItem(page, seed.documents.trashed)).toBeVisible();
    },
  },
  {
    name: 'share to chat dialog',
    open: async (page, seed) => {
      await openDocuments(page);
      const dialog = await openShare(page, seed.documents.pdf, 'Chia sẻ vào cuộc trò chuyện', byKeyboard);
      await expect(dialog.getByText(seed.other.username).first()).toBeVisible();
    },
  },
  {
    name: 'share link dialog',
    open: async (page, seed) => {
      await openDocuments(page);
      const dialog = await openShare(page, seed.documents.pdf, 'Tạo liên kết chia sẻ', byKeyboard);
      await expect(dialog.getByRole('textbox')).toHaveCount(1);
    },
  },
];

/** A story open in the viewer, paused so it stays on screen while it is checked. */
async function openStory(page: Page, userId: string | 'own') {
  await openFeed(page);
  if (userId === 'own') await page.getByTestId('story-own-open').click();
  else await page.getByTestId(`story-entry-${userId}`).getByRole('button').click();
  const viewer = page.getByTestId('story-viewer');
  await viewer.getByTestId('story-pause').click();
  await expect(viewer.getByTestId('story-pause')).toHaveAttribute('aria-pressed', 'true');
  await expect(viewer.getByTestId('story-overlay').first()).toBeVisible();
  return viewer;
}

async function openStoryCreator(page: Page) {
  await openFeed(page);
  await page.getByRole('button', { name: 'Thêm vào tin của bạn' }).click();
  const dialog = page.getByTestId('create-story-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'select');
  return dialog;
}

const STORY_SCREENS: A11yScreen[] = [
  { name: 'create story: select step', open: async (page) => void (await openStoryCreator(page)) },
  {
    name: 'create story: edit step with a text',
    open: async (page) => {
      const dialog = await openStoryCreator(page);
      await dialog.getByTestId('story-file-input').setInputFiles(avatarFixture);
      await expect(dialog).toHaveAttribute('data-step', 'edit');
      await dialog.getByTestId('story-add-text-input').fill('Xin chào');
      await dialog.getByTestId('story-add-text-button').click();
      await expect(dialog.getByTestId('story-overlay')).toHaveCount(1);
    },
  },
  {
    name: 'story viewer with the reply box',
    open: async (page, seed) =>
      void (await expect((await openStory(page, seed.other.id)).getByTestId('story-reply-input')).toBeVisible()),
  },
  {
    name: 'own story viewer with seen by',
    open: async (page) =>
      void (await expect((await openStory(page, 'own')).getByTestId('story-seen-by')).toContainText('1')),
  },
  {
    name: 'story viewers list',
    open: async (page, seed) => {
      const viewer = await openStory(page, 'own');
      await viewer.getByTestId('story-seen-by').click();
      await expect(page.getByTestId('story-viewers-list')).toContainText(seed.other.username);
    },
  },
];

const SEARCH_SCREENS: A11yScreen[] = [
  {
    name: 'search palette with results',
    open: async (page) => {
      await openFeed(page);
      await page.keyboard.press('Control+K');
      const palette = page.getByRole('dialog', { name: 'Tìm kiếm' });
      await palette.getByRole('combobox').pressSequentially('hop');
      // "Chiều nay họp lúc mấy giờ?", found without its accents.
      await expect(palette.getByRole('group', { name: 'Tin nhắn' }).getByRole('option').first()).toBeVisible();
      await expect(palette.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    },
  },
  {
    name: 'search page with results',
    open: async (page) => {
      await goto(page, '/search?q=hop');
      await expect(page.getByTestId('search-result').first()).toBeVisible();
    },
  },
  {
    name: 'search page before a question',
    open: async (page) => {
      await goto(page, '/search');
      await expect(page.getByTestId('search-intro')).toBeVisible();
    },
  },
  {
    name: 'hashtag page',
    open: async (page) => {
      // The seeded post's caption says #HồTây: found without its accents.
      await goto(page, '/tags/hotay');
      await expect(page.getByRole('heading', { name: 'Bài viết có thẻ #hotay' })).toBeVisible();
      await expect(page.getByTestId('post-card').first()).toBeVisible();
    },
  },
  {
    name: 'hashtag page without posts',
    open: async (page) => {
      await goto(page, '/tags/khongaidung');
      await expect(page.getByTestId('feed-empty')).toBeVisible();
    },
  },
];

/** An admin screen, seen as the seeded administrator; the next navigation is the viewer's again. */
async function asAdmin(page: Page, seed: A11ySeed, open: () => Promise<void>) {
  await useToken(page, seed.admin.token);
  try {
    await open();
  } finally {
    await useToken(page, seed.viewer.token);
  }
}

const ADMIN_SCREENS: A11yScreen[] = [
  {
    name: 'register with an invite link',
    signedOut: true,
    open: async (page, seed) => {
      await goto(page, seed.invitePath);
      await expect(page.getByTestId('signup-invited')).toBeVisible();
    },
  },
  {
    name: 'admin: 403 screen for a member',
    open: async (page) => (await goto(page, '/admin'), await heading(page)),
  },
  {
    name: 'admin: members',
    open: (page, seed) => asAdmin(page, seed, () => openAdminSection(page, 'members')),
  },
  {
    name: 'admin: deactivate confirmation',
    open: (page, seed) =>
      asAdmin(page, seed, async () => {
        await openAdminSection(page, 'members');
        await page.getByLabel('Tìm thành viên').fill(seed.viewer.username);
        const row = page.getByTestId('admin-member').filter({ hasText: seed.viewer.email });
        await expect(page.getByTestId('admin-member')).toHaveCount(1);
        await row.getByRole('button', { name: 'Vô hiệu hóa' }).click();
        await expect(page.getByRole('dialog', { name: `Vô hiệu hóa ${seed.viewer.username}?` })).toBeVisible();
      }),
  },
  {
    name: 'admin: sign-up settings',
    open: (page, seed) => asAdmin(page, seed, () => openAdminSection(page, 'signup')),
  },
  {
    name: 'admin: invite links',
    open: (page, seed) =>
      asAdmin(page, seed, async () => {
        await openAdminSection(page, 'invites');
        await expect(page.getByTestId('admin-invite').first()).toBeVisible();
      }),
  },
  {
    name: 'admin: create invite dialog',
    open: (page, seed) =>
      asAdmin(page, seed, async () => {
        await openAdminSection(page, 'invites');
        await page.getByRole('button', { name: 'Tạo liên kết mời' }).click();
        await expect(page.getByRole('dialog', { name: 'Tạo liên kết mời' })).toBeVisible();
      }),
  },
  {
    name: 'admin: created invite link',
    open: (page, seed) =>
      asAdmin(page, seed, async () => {
        await openAdminSection(page, 'invites');
        await page.getByRole('button', { name: 'Tạo liên kết mời' }).click();
        await page.getByRole('button', { name: 'Tạo liên kết', exact: true }).click();
        await expect(page.getByTestId('created-invite-link')).toHaveValue(/invite=/);
      }),
  },
  {
    name: 'admin: open sign-up notice on the feed',
    open: (page, seed) =>
      asAdmin(page, seed, async () => {
        await openFeed(page);
        await expect(page.getByTestId('open-signup-notice')).toBeVisible();
      }),
  },
  {
    name: 'admin: first account’s welcome',
    open: (page, seed) =>
      asAdmin(page, seed, async () => {
        await page.evaluate((id) => localStorage.setItem(`teamhub:admin-welcome:${id}`, '1'), seed.admin.id);
        await openFeed(page);
        await expect(page.getByTestId('admin-welcome')).toBeVisible();
        await page.evaluate((id) => localStorage.removeItem(`teamhub:admin-welcome:${id}`), seed.admin.id);
      }),
  },
];

/**
 * Screens with floating layers open, where one thing covering another was found (issue 28): the
 * coverage check (coverage.ts) runs on them with the rest, and layers.spec.ts runs it on them alone.
 */
export const LAYER_SCREENS: A11yScreen[] = [
  {
    name: 'chat: the newest message’s menu',
    open: async (page, seed) => {
      await openChat(page, seed.directConversationId);
      // A right click (a long press on a phone) opens the menu where the pointer is, near the composer.
      await page.getByTestId('message-bubble').last().locator('[data-type]').click({ button: 'right' });
      // Six quick reactions and "more", then reply, reply in thread, create task, pin, edit, delete: every entry, the
      // viewer's own message in a direct chat.
      await expect(page.getByTestId('message-context-menu').getByRole('menuitem')).toHaveCount(13);
    },
  },
  {
    name: 'documents: the last item’s menu',
    open: async (page) => {
      await openDocuments(page);
      await page
        .getByTestId('document-item')
        .last()
        .getByRole('button', { name: /^Thêm thao tác cho / })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'documents: a selection',
    open: async (page, seed) => {
      await openDocuments(page);
      await page.getByRole('checkbox', { name: `Chọn ${seed.documents.text}` }).check();
      await expect(page.getByRole('button', { name: 'Xóa (1)' })).toBeVisible();
    },
  },
  {
    name: 'edit profile with the greeting',
    open: async (page) => {
      await goto(page, '/edit-profile');
      await expect(page.getByRole('button', { name: 'Lưu' })).toBeVisible();
      await expect(page.getByTestId('welcome-sticker').filter({ visible: true })).toBeVisible();
    },
  },
];

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
    name: 'post menu (own post)',
    open: async (page, seed) => {
      await openFeed(page);
      await page.locator(`#post-${seed.postId}`).getByTestId('post-menu').click();
      await expect(page.getByRole('menuitem', { name: 'Chỉnh sửa' })).toBeFocused();
    },
  },
  {
    name: 'edit post dialog',
    open: async (page, seed) => {
      await openFeed(page);
      await page.locator(`#post-${seed.postId}`).getByTestId('post-menu').click();
      await page.getByRole('menuitem', { name: 'Chỉnh sửa' }).click();
      await expect(page.getByTestId('edit-post-dialog')).toBeVisible();
    },
  },
  {
    name: 'delete post confirmation',
    open: async (page, seed) => {
      await openFeed(page);
      await page.locator(`#post-${seed.postId}`).getByTestId('post-menu').click();
      await page.getByRole('menuitem', { name: 'Xóa bài viết' }).click();
      await expect(page.getByTestId('delete-post-dialog')).toBeVisible();
    },
  },
  {
    name: 'link to a deleted post',
    // The post is asked for once and is not there: the 404 is the product working.
    allowConsole: [/status of 404 .*\/api\/posts\/00000000-0000-4000-8000-000000000000/],
    open: async (page) => {
      await goto(page, '/?highlight=00000000-0000-4000-8000-000000000000');
      await expect(page.getByTestId('post-gone')).toBeVisible();
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
  {
    name: 'album carousel in the feed (second item shown)',
    open: async (page, seed) => {
      await openFeed(page);
      const album = page.locator(`#post-${seed.albumPostId}`);
      await album.scrollIntoViewIfNeeded();
      await album.getByRole('button', { name: 'Đến mục 2' }).click();
      await expect(album.getByTestId('post-carousel-position')).toHaveText('2 / 3');
    },
  },
  {
    name: 'new post wizard: ordering an album (step 2)',
    open: async (page) => {
      await openFeed(page);
      await page.getByRole('button', { name: 'Add' }).filter({ visible: true }).click();
      await page.getByTestId('post-file-input').setInputFiles(albumFiles());
      await expect(page.getByTestId('album-item')).toHaveCount(3);
      await expect(page.getByRole('textbox', { name: 'Văn bản thay thế mục 1' })).toBeVisible();
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
  { name: 'chat sidebar searching messages', open: searchChatMessages },
  {
    name: 'chat conversation landed on a searched message',
    open: async (page) => {
      await searchChatMessages(page);
      await page.getByTestId('message-hit').filter({ hasText: 'Chiều nay họp' }).click();
      await expect(page.locator('[data-testid="message-bubble"][data-landed="true"]')).toBeFocused();
    },
  },
  {
    name: 'new conversation dialog',
    open: async (page) => {
      await openChat(page);
      await page.getByTestId('chat-new-message').click();
      await expect(page.getByRole('dialog', { name: 'Tin nhắn mới' })).toBeVisible();
    },
  },
  {
    name: 'chat: a message with reactions (mine pressed)',
    open: async (page, seed) => {
      await openChat(page, seed.groupId);
      const chips = page.getByTestId('message-reactions').getByTestId('reaction-chip');
      await expect(chips).toHaveCount(2);
      await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'chat: the emoji picker',
    open: async (page, seed) => {
      await openChat(page, seed.groupId);
      await page.getByTestId('message-bubble').last().locator('[data-type]').click({ button: 'right' });
      await page.getByTestId('more-reactions').click();
      // Its data (served by the app, in the interface language) has loaded: the first emoji shows.
      await expect(page.getByRole('gridcell', { name: 'mặt cười toe toét' })).toBeVisible();
    },
  },
  {
    name: 'chat: a message’s thread panel (root, its own list and composer)',
    open: async (page, seed) => {
      await openChat(page, seed.groupId);
      await page.getByTestId('message-bubble').last().locator('[data-type]').click({ button: 'right' });
      await page.getByTestId('message-menu-thread').click();
      const panel = page.getByTestId('thread-panel');
      await expect(panel.getByTestId('message-bubble').first()).toBeVisible();
      await expect(panel.getByTestId('composer-input')).toBeVisible();
    },
  },
  {
    name: 'chat: the composer’s @ list open',
    open: async (page, seed) => {
      await openChat(page, seed.groupId);
      await page.getByTestId('composer-input').fill('@');
      await expect(page.getByRole('listbox', { name: 'Nhắc đến thành viên' }).getByRole('option')).not.toHaveCount(0);
    },
  },
  {
    name: 'group info panel (members, pinned messages)',
    open: async (page, seed) => {
      await openChat(page, seed.groupId);
      await page.getByTestId('chat-info-toggle').click();
      await expect(page.getByTestId('chat-info-panel').getByTestId('info-member')).toHaveCount(2);
      await expect(page.getByTestId('chat-info-panel').getByTestId('info-pinned-item')).toHaveCount(1);
    },
  },
  {
    name: 'group: who has seen a message (read receipts list)',
    open: async (page, seed) => {
      await openChat(page, seed.groupId);
      await page.getByTestId('read-receipts-button').click();
      await expect(page.getByRole('dialog', { name: 'Đã xem bởi 1 người' }).getByRole('listitem')).toHaveCount(1);
    },
  },
  {
    name: 'notifications page',
    open: async (page) => (
      await goto(page, '/notifications'),
      // The seeded likes make a group: its stacked faces are checked too.
      await expect(page.getByTestId('notification-actors').first()).toBeVisible()
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
  {
    name: 'settings: a saved time zone that is not this device’s',
    open: async (page) => {
      await goto(page, '/settings');
      const select = page.getByRole('combobox', { name: 'Múi giờ của bạn' });
      await expect(select).toBeVisible();
      // Another zone on the same clock as the one shown: the walk's later screens keep their today.
      const twin = await select.evaluate((element: HTMLSelectElement) => {
        const options = [...element.options];
        const offset = options[element.selectedIndex]!.text.split(')')[0]!;
        return options.find((option) => option.value !== element.value && option.text.startsWith(`${offset})`))!.value;
      });
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/profile/settings') && response.request().method() === 'PUT',
      );
      await select.selectOption(twin);
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('button', { name: /^Dùng múi giờ của thiết bị này/ })).toBeVisible();
    },
  },
  {
    name: 'assistant panel with answers, search sources and an error',
    open: async (page) => {
      await goto(page, '/settings');
      await heading(page);
      await page.getByTestId('assistant-bubble').click();
      const panel = page.getByTestId('assistant-panel');
      await expect(panel).toBeVisible();
      // A fresh conversation each time (the browser keeps the last one).
      await panel.getByTestId('assistant-new-chat').click();
      const input = panel.getByTestId('assistant-input');
      const answers = panel.locator('[data-testid="assistant-message"][data-sender="ai"]');
      await panel.getByTestId('assistant-model').selectOption('builtin');
      // Two questions a visit: the layers spec visits this screen at two widths within seconds, and a
      // member may ask 5 questions in 30 s (a third would be refused as rate_limited).
      // A search answer: numbered sources, each a link with its snippet (the seeded chat has "họp").
      await input.fill('tim hop');
      await input.press('Enter');
      await expect(answers.last()).toHaveAttribute('data-streaming', 'false');
      await expect(answers.last().locator('ol a[href*="message="]').first()).toBeVisible();
      // Perplexity is not configured on the test server: its error, with the suggestion.
      await panel.getByTestId('assistant-model').selectOption('sonar');
      await input.fill('Thời tiết hôm nay?');
      await input.press('Enter');
      await expect(answers.last()).toHaveAttribute('data-error-type', 'sonar_api_error');
    },
  },
  ...STORY_SCREENS,
  ...PROJECT_SCREENS,
  ...DOCUMENT_SCREENS,
  ...MOVIE_ROOM_SCREENS,
  ...SEARCH_SCREENS,
  { name: 'funding placeholder', open: async (page) => (await goto(page, '/funding'), await heading(page)) },
  {
    name: 'unknown address (404 → feed)',
    open: async (page) => {
      await goto(page, '/no-such-page');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('post-card').first()).toBeVisible();
    },
  },
  {
    name: 'forgot password',
    signedOut: true,
    open: async (page) => (await goto(page, '/forgot-password'), await expect(page.getByLabel('Email')).toBeVisible()),
  },
  {
    name: 'forgot password: check your inbox',
    signedOut: true,
    open: async (page) => {
      await goto(page, '/forgot-password');
      // A fresh address each time: mails per address are limited.
      await page.getByLabel('Email').fill(`nobody.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`);
      await page.getByRole('button', { name: 'Gửi liên kết' }).click();
      await expect(page.getByRole('heading', { name: 'Hãy kiểm tra hộp thư' })).toBeVisible();
    },
  },
  {
    name: 'reset password',
    signedOut: true,
    open: async (page) => (
      await goto(page, '/reset-password?token=a11y'),
      await expect(page.getByLabel('MẬT KHẨU MỚI', { exact: true })).toBeVisible()
    ),
  },
  {
    name: 'settings: sign out of all other devices',
    open: async (page) => {
      await goto(page, '/settings');
      await expect(page.getByTestId('session-row').first()).toBeVisible();
      await page.getByRole('button', { name: 'Đăng xuất khỏi mọi thiết bị khác' }).click();
      await expect(page.getByRole('dialog', { name: 'Đăng xuất khỏi mọi thiết bị khác?' })).toBeVisible();
    },
  },
  {
    name: 'projects with a pending invitation',
    open: async (page, seed) => {
      await openBoard(page, seed);
      await expect(page.getByTestId('project-invitation').filter({ hasText: 'Ứng dụng đặt lịch' })).toBeVisible();
    },
  },
  {
    name: 'members dialog with a pending invitation',
    open: async (page, seed) => {
      await openBoard(page, seed);
      await page.getByRole('button', { name: 'Thành viên', exact: true }).click();
      await expect(page.getByRole('dialog').getByTestId('pending-invitation').first()).toBeVisible();
    },
  },
  {
    name: 'invite dialog after sending',
    open: async (page, seed) => {
      await openBoardDialog(page, seed, 'invite member', 'Mời thành viên');
      const dialog = page.getByRole('dialog', { name: 'Mời thành viên' });
      await dialog.getByLabel('Email').fill(`a11y.${Date.now()}@example.com`);
      await dialog.getByRole('button', { name: 'Gửi lời mời', exact: true }).click();
      await expect(dialog.getByRole('status')).toContainText('Đã gửi lời mời tới');
    },
  },
  {
    name: 'delete account dialog',
    open: async (page) => {
      await goto(page, '/settings');
      await page.getByRole('button', { name: 'Xóa tài khoản của tôi' }).click();
      await expect(page.getByRole('dialog', { name: 'Xóa tài khoản của bạn?' })).toBeVisible();
    },
  },
  ...ADMIN_SCREENS,
  ...LAYER_SCREENS,
];
