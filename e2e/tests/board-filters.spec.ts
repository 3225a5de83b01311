import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TaskView } from '@teamhub/contracts';
import { untilDndListens } from '../support/keyboard';
import {
  addMemberByApi,
  card,
  cardIdsIn,
  column,
  columnCount,
  createProjectByApi,
  createTaskByApi,
  expectBoardLive,
  projectsApi,
  watchProjectJoins,
} from '../support/projects';
import { loginThroughForm, newUser, registerByApi } from '../support/users';

type ProjectUser = Awaited<ReturnType<typeof registerByApi>>;

/** The todo column's ids in the server's order (position, then id), hidden cards included. */
async function savedTodoOrder(request: APIRequestContext, user: ProjectUser, projectId: string) {
  const response = await projectsApi(request, user.token).get(`/api/projects/${projectId}/tasks`);
  const tasks = ((await response.json()) as { data: TaskView[] }).data;
  return tasks
    .filter((task) => task.status === 'todo')
    .sort((x, y) => (x.position < y.position ? -1 : x.position > y.position ? 1 : x._id < y._id ? -1 : 1))
    .map((task) => task._id);
}

/** A project of `owner` with `member` in it, and five todo cards in this order (each appended). */
async function seedBoard(request: APIRequestContext) {
  const owner = await registerByApi(request, newUser('filters'));
  const member = await registerByApi(request, newUser('other'));
  const project = await createProjectByApi(request, owner.token, { name: 'Bảng có bộ lọc' });
  await addMemberByApi(request, owner.token, project._id, member);
  const create = (title: string, priority: TaskView['priority'], assignee: string) =>
    createTaskByApi(request, owner.token, project._id, { title, priority, assignee });
  const tasks = {
    design: await create('Thiết kế trang đăng nhập', 'high', owner.id),
    hiddenLow: await create('Dọn dẹp mã', 'low', owner.id),
    api: await create('Viết API đăng ký', 'high', owner.id),
    hiddenOther: await create('Kiểm thử của người khác', 'high', member.id),
    docs: await create('Tài liệu hướng dẫn', 'high', owner.id),
  };
  return { owner, project, tasks };
}

async function openBoard(page: Page, user: ProjectUser, projectId: string) {
  const joined = watchProjectJoins(page);
  await loginThroughForm(page, user);
  await page.goto(`/projects?project=${projectId}`);
  await expectBoardLive(page, joined, projectId);
}

test('filters by assignee and priority, kept in the address, and a keyboard drop among hidden cards', async ({
  page,
  request,
}) => {
  const { owner, project, tasks } = await seedBoard(request);
  await openBoard(page, owner, project._id);
  await expect(columnCount(page, 'todo')).toHaveText('5');

  // Assignee "me", then priority "high", each from its button's checkboxes.
  await page.getByTestId('filter-assignee').click();
  await page.getByRole('checkbox', { name: 'Tôi', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('filter-assignee')).toBeFocused();
  await page.getByTestId('filter-priority').click();
  await page.getByRole('checkbox', { name: 'Cao', exact: true }).check();
  await page.keyboard.press('Escape');

  const count = page.getByTestId('filter-count');
  await expect(count).toHaveText('Hiển thị 3/5 task');
  await expect(page.getByTestId('live-region')).toContainText('Hiển thị 3/5 task');
  const shownIds = [tasks.design._id, tasks.api._id, tasks.docs._id];
  await expect.poll(() => cardIdsIn(page, 'todo')).toEqual(shownIds);
  // The column's count is the real one (the WIP limit's), with the shown number beside it.
  await expect(columnCount(page, 'todo')).toHaveText('5');
  await expect(column(page, 'todo').getByTestId('column-shown')).toContainText('hiện 3');
  await expect(column(page, 'done').getByTestId('column-empty')).toHaveText('Kéo task vào đây');
  const url = new URL(page.url());
  expect(url.searchParams.getAll('assignee')).toEqual(['me']);
  expect(url.searchParams.getAll('priority')).toEqual(['high']);

  // A reload keeps them.
  await page.reload();
  await expect(count).toHaveText('Hiển thị 3/5 task');
  await expect.poll(() => cardIdsIn(page, 'todo')).toEqual(shownIds);

  // A card's panel keeps the filters in its address and on the board beside it, and so does closing it.
  await card(page, tasks.api).click();
  await expect(page.getByTestId('task-panel')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/projects/${project._id}/tasks/${tasks.api._id}\\?assignee=me&priority=high$`),
  );
  await expect(count).toHaveText('Hiển thị 3/5 task');
  await page.getByRole('button', { name: 'Đóng chi tiết task', exact: true }).click();
  await expect(page.getByTestId('task-panel')).toHaveCount(0);
  await expect(card(page, tasks.api)).toBeFocused();
  await expect(count).toHaveText('Hiển thị 3/5 task');
  expect(new URL(page.url()).searchParams.getAll('priority')).toEqual(['high']);

  // The keyboard: "Tài liệu" goes up one shown place, between "Thiết kế" and "Viết API", with the
  // hidden "Dọn dẹp mã" between those two.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await card(page, tasks.docs).focus();
  await page.keyboard.press('Space');
  await expect(announcement).toContainText('Task Tài liệu hướng dẫn đang ở cột TO DO');
  await untilDndListens(page);
  await page.keyboard.press('ArrowUp');
  await expect(announcement).toContainText('cạnh task Viết API đăng ký');
  await page.keyboard.press('Space');
  await expect(announcement).toContainText('Đã thả task Tài liệu hướng dẫn vào cột TO DO');
  const movedShown = [tasks.design._id, tasks.docs._id, tasks.api._id];
  await expect.poll(() => cardIdsIn(page, 'todo')).toEqual(movedShown);

  // The server puts it right after "Thiết kế": before the hidden card, and before "Viết API".
  await expect
    .poll(() => savedTodoOrder(request, owner, project._id))
    .toEqual([tasks.design._id, tasks.docs._id, tasks.hiddenLow._id, tasks.api._id, tasks.hiddenOther._id]);
  await page.reload();
  await expect.poll(() => cardIdsIn(page, 'todo')).toEqual(movedShown);

  // Clear filters shows every card again.
  await page.getByTestId('filters-clear').click();
  await expect(count).toHaveCount(0);
  await expect(page.getByTestId('filter-text')).toBeFocused();
  await expect(page.getByTestId('task-card')).toHaveCount(5);
  expect(new URL(page.url()).searchParams.has('priority')).toBe(false);
});

test('text without accents, and the phone filters dialog', async ({ browser, request }) => {
  const { owner, project, tasks } = await seedBoard(request);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await openBoard(page, owner, project._id);

  // Named "Bộ lọc", then with how many values are chosen.
  const open = page.getByTestId('filters-open');
  await expect(open).toHaveAccessibleName('Bộ lọc');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Bộ lọc' });
  await dialog.getByRole('searchbox').fill('thiet ke DANG NHAP');
  await dialog.getByRole('checkbox', { name: 'Cao', exact: true }).check();
  await dialog.getByRole('button', { name: 'Hiển thị 1/5 task', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(open).toHaveAccessibleName('Bộ lọc 2 mục đã chọn');
  await expect(page.getByTestId('task-card')).toHaveCount(1);
  await expect(card(page, tasks.design)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe('thiet ke DANG NHAP');

  // Back takes the last change away (the priority); the text stays.
  await page.goBack();
  await expect(page.getByTestId('filter-count')).toHaveText('Hiển thị 1/5 task');
  await expect(open).toHaveAccessibleName('Bộ lọc 1 mục đã chọn');
  await context.close();
});
