import { randomBytes } from 'node:crypto';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TaskDetailView } from '@teamhub/contracts';
import { seriousViolations } from '../support/axe';
import { untilDndListens } from '../support/keyboard';
import {
  addMemberByApi,
  card,
  cardsIn,
  createProjectByApi,
  createTaskByApi,
  openBoardAs,
  projectsApi,
  type ProjectUser,
  taskPanelOf,
} from '../support/projects';
import { newUser, registerByApi } from '../support/users';

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

const itemsIn = (page: Page) => taskPanelOf(page).getByTestId('checklist-item');
/** What one of the page's drag-and-drop live regions says (the board has its own beside the checklist's). */
const said = (page: Page, text: string) =>
  expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1);

async function savedChecklist(request: APIRequestContext, user: ProjectUser, taskId: string) {
  const response = await projectsApi(request, user.token).get(`/api/projects/tasks/${taskId}`);
  return ((await response.json()) as { data: TaskDetailView }).data.checklist.map(({ text, done }) => ({ text, done }));
}

test('a checklist made in one member’s task panel shows live on the other’s card and panel; the panel is whole at 375 px and axe-clean', async ({
  browser,
  request,
}) => {
  const a = await registerByApi(request, newUser('an'));
  const b = await registerByApi(request, newUser('binh'));
  const project = await createProjectByApi(request, a.token, { name: unique('Checklist chung') });
  await addMemberByApi(request, a.token, project._id, b);
  const task = await createTaskByApi(request, a.token, project._id, {
    title: unique('Ra mắt trang chủ'),
    description: 'Mọi thứ cần xong trước thứ Sáu.',
  });
  const panelUrl = new RegExp(`/projects/${project._id}/tasks/${task._id}$`);

  const bPage = await openBoardAs(browser, b, project._id);
  const aPage = await openBoardAs(browser, a, project._id);

  // A opens the task's panel from its card: its own address, the board still beside it.
  await card(aPage, task).click();
  await expect(aPage).toHaveURL(panelUrl);
  await expect(taskPanelOf(aPage).getByRole('heading', { level: 2 })).toHaveText(task.title);
  await expect(taskPanelOf(aPage)).toContainText('Mọi thứ cần xong trước thứ Sáu.');
  await expect(card(aPage, task)).toBeVisible();
  // B opens the same panel, and keeps the card in view beside it.
  await card(bPage, task).click();
  await expect(taskPanelOf(bPage).getByTestId('checklist')).toContainText('Chưa có mục nào.');

  // A adds three items: Enter adds, the field is emptied and keeps the focus.
  const [first, second, third] = [unique('Viết nội dung'), unique('Chọn ảnh'), unique('Kiểm tra trên điện thoại')];
  const field = taskPanelOf(aPage).getByRole('textbox', { name: 'Thêm một mục' });
  for (const [index, text] of [first, second, third].entries()) {
    await field.fill(text);
    await field.press('Enter');
    await expect(itemsIn(aPage)).toHaveCount(index + 1);
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
  }
  await expect(itemsIn(aPage)).toHaveText([first, second, third]);

  // A ticks the first: B's card says 1/3, and B's panel shows the tick, live.
  await taskPanelOf(aPage).getByRole('checkbox', { name: first }).check();
  await expect(taskPanelOf(aPage).getByTestId('checklist-progress')).toContainText('1/3');
  const badge = card(bPage, task).getByTestId('card-checklist');
  await expect(badge).toContainText('1/3');
  await expect(badge.getByText('Checklist: xong 1 trên 3 mục')).toBeAttached();
  await expect(taskPanelOf(bPage).getByRole('checkbox', { name: first })).toBeChecked();
  await expect(taskPanelOf(bPage).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

  // A moves the third item up one place by keyboard: Space picks it up, ArrowUp, Space drops.
  const handle = taskPanelOf(aPage).getByRole('button', { name: `Di chuyển mục ${third}` });
  await handle.focus();
  await aPage.keyboard.press('Space');
  // Picked up ("Đã nhấc…" is followed at once by where it is).
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await said(aPage, `Mục ${third} đang ở vị trí 3 trên 3.`);
  await untilDndListens(aPage);
  await aPage.keyboard.press('ArrowUp');
  await said(aPage, `Mục ${third} đang ở vị trí 2 trên 3.`);
  await aPage.keyboard.press('Space');
  await said(aPage, `Đã thả mục ${third} ở vị trí 2 trên 3.`);
  await expect(itemsIn(aPage)).toHaveText([first, third, second]);
  // B's open panel follows, without a reload.
  await expect(itemsIn(bPage)).toHaveText([first, third, second]);
  expect(await savedChecklist(request, b, task._id)).toEqual([
    { text: first, done: true },
    { text: third, done: false },
    { text: second, done: false },
  ]);

  expect(await seriousViolations(aPage, 'task panel at 1280 px')).toEqual([]);

  // At 375 px the panel is the whole page between the bars; Escape goes back to the board, on the card.
  await aPage.setViewportSize({ width: 375, height: 740 });
  const box = await taskPanelOf(aPage).boundingBox();
  expect(box).toMatchObject({ x: 0, width: 375 });
  await expect(card(aPage, task)).toBeHidden();
  expect(await aPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(aPage, 'task panel at 375 px')).toEqual([]);
  await taskPanelOf(aPage).getByRole('checkbox', { name: second }).focus();
  await aPage.keyboard.press('Escape');
  await expect(aPage).toHaveURL(new RegExp(`/projects\\?project=${project._id}$`));
  await expect(taskPanelOf(aPage)).toHaveCount(0);
  await expect(card(aPage, task)).toBeFocused();
  await expect(card(aPage, task).getByTestId('card-checklist')).toContainText('1/3');

  await Promise.all([aPage.context().close(), bPage.context().close()]);
});

test('fields changed in place in one member’s panel move and change the card on the other’s board, live', async ({
  browser,
  request,
}) => {
  const a = await registerByApi(request, newUser('an'));
  const b = await registerByApi(request, newUser('binh'));
  const project = await createProjectByApi(request, a.token, { name: unique('Sửa tại chỗ') });
  await addMemberByApi(request, a.token, project._id, b);
  const task = await createTaskByApi(request, a.token, project._id, { title: unique('Viết thông cáo') });
  const bPage = await openBoardAs(browser, b, project._id);
  const aPage = await openBoardAs(browser, a, project._id);
  await card(aPage, task).click();
  const panel = taskPanelOf(aPage);

  // A choice saves as it is made: B's card goes to the Review column, assigned to B.
  await panel.getByRole('combobox', { name: 'Trạng thái' }).selectOption('review');
  await expect(cardsIn(bPage, 'review')).toHaveCount(1);
  await panel.getByRole('combobox', { name: 'Người thực hiện' }).selectOption({ label: b.username });
  await expect(card(bPage, task)).toContainText(b.username);

  // A new title by keyboard alone: the pencil, the text, Enter; focus comes back to the pencil.
  const renamed = unique('Thông cáo báo chí');
  await panel.getByRole('button', { name: 'Đổi tên task' }).focus();
  await aPage.keyboard.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Tên task' })).toBeFocused();
  await aPage.keyboard.type(renamed);
  await aPage.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(renamed);
  await expect(panel.getByRole('button', { name: 'Đổi tên task' })).toBeFocused();
  await expect(card(bPage, task)).toContainText(renamed);

  // A refused value says why and keeps what was typed; nothing reaches B.
  const hours = panel.getByRole('textbox', { name: 'Ước tính (giờ)' });
  await hours.fill('0');
  await hours.press('Enter');
  await expect(panel.getByTestId('task-field-error')).toBeVisible();
  await expect(hours).toHaveValue('0');
  await hours.fill('6');
  await hours.press('Tab');
  await expect(panel.getByTestId('task-field-error')).toHaveCount(0);
  const saved = async () => {
    const response = await projectsApi(request, b.token).get(`/api/projects/tasks/${task._id}`);
    const { title, status, estimatedHours, assignee } = ((await response.json()) as { data: TaskDetailView }).data;
    return { title, status, estimatedHours, assignee: assignee?._id };
  };
  await expect.poll(saved).toEqual({ title: renamed, status: 'review', estimatedHours: 6, assignee: b.id });

  await Promise.all([aPage.context().close(), bPage.context().close()]);
});

/** The day `days` after today, as 'YYYY-MM-DD' and as a card shows it ('dd/MM'). */
function dayFromNow(days: number) {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const iso = date.toISOString().slice(0, 10);
  return { iso, card: `${iso.slice(8, 10)}/${iso.slice(5, 7)}` };
}

test('a task set to repeat weekly makes its next one when done, and followers show live on the other’s panel', async ({
  browser,
  request,
}) => {
  const a = await registerByApi(request, newUser('an'));
  const b = await registerByApi(request, newUser('binh'));
  const project = await createProjectByApi(request, a.token, { name: unique('Việc định kỳ') });
  await addMemberByApi(request, a.token, project._id, b);
  const due = dayFromNow(3);
  const task = await createTaskByApi(request, a.token, project._id, {
    title: unique('Báo cáo tuần'),
    dueDate: due.iso,
  });
  const bPage = await openBoardAs(browser, b, project._id);
  const aPage = await openBoardAs(browser, a, project._id);
  await card(bPage, task).click();
  await card(aPage, task).click();
  const panel = taskPanelOf(aPage);

  // Weekly on the due date's weekday, by keyboard: the dialog previews the next date.
  await panel.getByTestId('task-repeat').click();
  const dialog = aPage.getByRole('dialog', { name: 'Lặp lại task' });
  await dialog.getByRole('combobox', { name: 'Tần suất' }).selectOption('weekly');
  const next = dayFromNow(10);
  await expect(dialog).toContainText(`Lần tới: ${next.card}`);
  expect(await seriousViolations(aPage, 'repeat dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('task-repeat')).toContainText('Hằng tuần');
  await expect(card(bPage, task).getByTestId('card-repeat')).toBeVisible();

  // A follows: B's open panel names A, live.
  await panel.getByTestId('task-follow').click();
  await expect(panel.getByTestId('task-follow')).toHaveAttribute('aria-pressed', 'true');
  await expect(taskPanelOf(bPage).getByTestId('task-watchers')).toContainText('1 người theo dõi');

  // Done: the next one appears in B's TO DO, due a week later, still repeating; the done one no longer does.
  await panel.getByRole('combobox', { name: 'Trạng thái' }).selectOption('done');
  await expect(cardsIn(bPage, 'todo')).toHaveCount(1);
  const nextCard = cardsIn(bPage, 'todo').first();
  await expect(nextCard).toContainText(task.title);
  await expect(nextCard).toContainText(next.card);
  await expect(nextCard.getByTestId('card-repeat')).toBeVisible();
  await expect(card(bPage, task).getByTestId('card-repeat')).toHaveCount(0);

  await Promise.all([aPage.context().close(), bPage.context().close()]);
});

test('a visit to a task panel’s address opens the board with it; an unknown task says it is not found', async ({
  browser,
  request,
}) => {
  const owner = await registerByApi(request, newUser('owner'));
  const project = await createProjectByApi(request, owner.token, { name: unique('Địa chỉ riêng') });
  const task = await createTaskByApi(request, owner.token, project._id, { title: unique('Việc có địa chỉ') });
  const page = await openBoardAs(browser, owner, project._id);

  await page.goto(`/projects/${project._id}/tasks/${task._id}`);
  await expect(taskPanelOf(page).getByRole('heading', { level: 2 })).toHaveText(task.title);
  await expect(card(page, task)).toBeVisible();
  await taskPanelOf(page).getByRole('button', { name: 'Đóng chi tiết task' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects\\?project=${project._id}$`));
  await expect(card(page, task)).toBeFocused();

  await page.goto(`/projects/${project._id}/tasks/${'0'.repeat(24)}`);
  await expect(taskPanelOf(page).getByTestId('task-panel-not-found')).toContainText('Không tìm thấy task');
  await page.context().close();
});
