import { randomBytes } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import {
  addMemberByApi,
  card,
  createProjectByApi,
  createTaskByApi,
  openBoardAs,
  projectsApi,
  taskPanelOf,
} from '../support/projects';
import { newUser, registerByApi } from '../support/users';

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

const timelineOf = (page: Page) => taskPanelOf(page).getByTestId('task-timeline');
const entriesOf = (page: Page) => timelineOf(page).getByTestId('timeline-entries').locator(':scope > li');

test('a comment with a mention reaches the other member’s open panel live and notifies them; the notification opens the task; a status change adds its line live', async ({
  browser,
  request,
}) => {
  const a = await registerByApi(request, newUser('an'));
  const b = await registerByApi(request, newUser('binh'));
  const project = await createProjectByApi(request, a.token, { name: unique('Bình luận chung') });
  await addMemberByApi(request, a.token, project._id, b);
  const task = await createTaskByApi(request, a.token, project._id, { title: unique('Ra mắt trang chủ') });
  const panelUrl = new RegExp(`/projects/${project._id}/tasks/${task._id}$`);

  const bPage = await openBoardAs(browser, b, project._id);
  await card(bPage, task).click();
  await expect(entriesOf(bPage)).toHaveCount(1);
  await expect(entriesOf(bPage).first()).toContainText(`${a.username} đã tạo task`);

  const aPage = await openBoardAs(browser, a, project._id);
  await card(aPage, task).click();
  // A writes with "@" and the members list, picks B by keyboard, and sends with Ctrl+Enter.
  const box = timelineOf(aPage).getByRole('textbox', { name: 'Viết bình luận' });
  await box.click();
  await box.pressSequentially(`Nhờ @${b.username.slice(0, 4)}`);
  const options = timelineOf(aPage).getByRole('option');
  await expect(options).toHaveText([`@${b.username}`]);
  await box.press('Enter');
  await expect(box).toHaveValue(`Nhờ @${b.username} `);
  await box.pressSequentially('xem **gấp** nhé');
  await box.press('Control+Enter');
  await expect(box).toHaveValue('');
  const aComment = timelineOf(aPage).getByTestId('task-comment');
  await expect(aComment).toHaveCount(1);
  await expect(aComment.locator('strong', { hasText: 'gấp' })).toBeVisible();

  // B sees it live, newest first, the mention highlighted, and a notification at the bell.
  const bComment = timelineOf(bPage).getByTestId('task-comment');
  await expect(bComment).toContainText(`Nhờ @${b.username} xem gấp nhé`);
  await expect(entriesOf(bPage)).toHaveCount(2);
  await expect(entriesOf(bPage).first()).toHaveAttribute('data-type', 'comment');
  await expect(bComment.getByText(`@${b.username}`, { exact: true })).toBeVisible();
  const bell = bPage.getByRole('navigation').getByRole('button', { name: 'Notification' });
  await expect(bell.getByTestId('count-badge')).toBeVisible();

  // A changes the status: the activity line reaches both panels.
  const moved = await projectsApi(request, a.token).put(`/api/projects/tasks/${task._id}`, { status: 'in_progress' });
  expect(moved.status()).toBe(200);
  const statusLine = `${a.username} đã đổi trạng thái từ Cần làm sang Đang làm`;
  await expect(entriesOf(bPage).first()).toContainText(statusLine);
  await expect(entriesOf(aPage).first()).toContainText(statusLine);

  // Comments only leaves the activity lines out.
  await timelineOf(bPage).getByTestId('timeline-filter-comments').click();
  await expect(timelineOf(bPage).getByTestId('timeline-filter-comments')).toHaveAttribute('aria-pressed', 'true');
  await expect(entriesOf(bPage)).toHaveCount(1);
  await expect(entriesOf(bPage).first()).toHaveAttribute('data-type', 'comment');

  // B closes the panel, opens the notification from the bell, and lands on the task.
  await bPage.getByTestId('task-panel-close').click();
  await expect(bPage.getByTestId('task-panel')).toHaveCount(0);
  await bell.click();
  const item = bPage
    .getByTestId('notification-panel')
    .getByTestId('notification-item')
    .filter({ hasText: `${a.username} đã nhắc đến bạn trong bình luận của task ${task.title}` });
  await item.click();
  await expect(bPage).toHaveURL(panelUrl);
  await expect(timelineOf(bPage).getByTestId('task-comment')).toHaveCount(1);
});

test('a member edits their comment and an owner deletes another’s; the panel is whole at 375 px and axe-clean in dark', async ({
  browser,
  request,
}) => {
  const a = await registerByApi(request, newUser('an'));
  const b = await registerByApi(request, newUser('binh'));
  const project = await createProjectByApi(request, a.token, { name: unique('Sửa bình luận') });
  await addMemberByApi(request, a.token, project._id, b);
  const task = await createTaskByApi(request, a.token, project._id, { title: unique('Kiểm thử') });
  const written = await projectsApi(request, b.token).post(`/api/projects/tasks/${task._id}/comments`, {
    text: 'Bản nháp đầu',
  });
  expect(written.status()).toBe(201);

  const bPage = await openBoardAs(browser, b, project._id, { width: 375 });
  await bPage.emulateMedia({ colorScheme: 'dark' });
  await bPage.goto(`/projects/${project._id}/tasks/${task._id}`);
  const comment = timelineOf(bPage).getByTestId('task-comment');
  await expect(comment).toContainText('Bản nháp đầu');
  await comment.getByTestId('comment-menu').click();
  await bPage.getByTestId('comment-edit').click();
  const editor = comment.getByTestId('comment-editor-input');
  await expect(editor).toBeFocused();
  await editor.fill('Bản đã sửa');
  await editor.press('Control+Enter');
  await expect(comment).toContainText('Bản đã sửa');
  await expect(comment.getByTestId('comment-edited')).toBeVisible();
  const width = await bPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  expect(await seriousViolations(bPage, 'task panel with comments, 375 px dark')).toEqual([]);

  // The owner may delete it (not edit it); B sees it go live.
  const aPage = await openBoardAs(browser, a, project._id);
  await aPage.goto(`/projects/${project._id}/tasks/${task._id}`);
  const ownerView = timelineOf(aPage).getByTestId('task-comment');
  await ownerView.getByTestId('comment-menu').click();
  await expect(aPage.getByTestId('comment-edit')).toHaveCount(0);
  await aPage.getByTestId('comment-delete').click();
  await aPage.getByTestId('comment-delete-confirm').click();
  await expect(ownerView).toHaveCount(0);
  await expect(comment).toHaveCount(0);
});
