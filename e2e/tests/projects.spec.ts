import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { untilDndListens } from '../support/keyboard';
import type { TaskView } from '@teamhub/contracts';
import { watchGreeting } from '../support/live';
import {
  card,
  cardIdsIn,
  cardsIn,
  column,
  columnCount,
  createProjectByApi,
  createTaskByApi,
  dragWithMouse,
  addMemberByApi,
  expectBoardLive,
  inviteByApi,
  projectsApi,
  projectTab,
  watchProjectJoins,
  watchProjectsConnection,
} from '../support/projects';
import { loginThroughForm, newUser, registerByApi } from '../support/users';

type ProjectUser = Awaited<ReturnType<typeof registerByApi>>;

/** Unique to the test, so a text check cannot match another test's data. */
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;
const register = (request: APIRequestContext, prefix: string) => registerByApi(request, newUser(prefix));

/** A calendar day `days` from now, 'YYYY-MM-DD' (never in the past for the server, whatever its zone). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface OpenOptions {
  viewport?: { width: number; height: number };
  /** With `?project=` in the path, wait until that board is shown and hears live events (default). */
  waitForBoard?: boolean;
}

/** `open(user, path, options)` opens a new browser context (one per user), signs in and goes to `path`. */
const test = base.extend<{
  open: (user: ProjectUser, path?: string, options?: OpenOptions) => Promise<Page>;
}>({
  open: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user, path = '/projects', { viewport, waitForBoard = true } = {}) => {
      const context = await browser.newContext(viewport ? { viewport } : {});
      contexts.push(context);
      const page = await context.newPage();
      const joined = watchProjectJoins(page);
      await loginThroughForm(page, user);
      await page.goto(path);
      const projectId = new URL(path, 'http://host').searchParams.get('project');
      if (projectId && waitForBoard) await expectBoardLive(page, joined, projectId);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** Marks the document, so a later check can tell that the page was never reloaded in between. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

/** Opens a card's edit dialog the way a user does: the card opens its task's panel, whose "Edit" opens the dialog. */
async function openEditDialog(page: Page, task: Pick<TaskView, '_id'>) {
  await card(page, task).click();
  await page.getByTestId('task-panel').getByRole('button', { name: 'Chỉnh sửa', exact: true }).click();
  return page.getByRole('dialog', { name: 'Chỉnh sửa task' });
}

/** A project of `owner` with `member` as a plain member (invited, and accepted). */
async function sharedProject(request: APIRequestContext, owner: ProjectUser, member: ProjectUser, name: string) {
  const project = await createProjectByApi(request, owner.token, { name });
  await addMemberByApi(request, owner.token, project._id, member);
  return project;
}

/** The neutral sentence the invite dialog says after sending, whatever became of the email. */
const sentTo = (email: string) =>
  `Đã gửi lời mời tới ${email}, trừ khi người này đã ở trong dự án hoặc đã được mời. Họ sẽ tham gia khi chấp nhận lời mời.`;

async function tasksOf(request: APIRequestContext, user: ProjectUser, projectId: string) {
  const response = await projectsApi(request, user.token).get(`/api/projects/${projectId}/tasks`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: TaskView[] }).data;
}

test('the owner creates a project and its tasks through the forms', async ({ open, request }) => {
  const owner = await register(request, 'owner');
  const page = await open(owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Dự án' })).toBeVisible();
  await expect(page.getByText('Chưa có dự án nào')).toBeVisible();
  await expect(page.getByRole('button', { name: 'invite member', exact: true })).toBeDisabled();

  const name = unique('Website bán hàng');
  await page.getByRole('button', { name: 'create new project', exact: true }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Tạo dự án mới' });
  await projectDialog.getByLabel('Tên dự án').fill(name);
  await projectDialog.getByLabel('Mô tả').fill('Cửa hàng trực tuyến cho mùa Tết');
  await projectDialog.getByLabel('Loại').selectOption('mobile');
  await projectDialog.getByLabel('Độ ưu tiên').selectOption('high');
  await projectDialog.getByLabel('Hạn chót').fill(dayFromNow(30));
  await projectDialog.getByRole('button', { name: 'Tạo dự án', exact: true }).click();
  await expect(projectDialog).toHaveCount(0);

  // The new project is the selected tab, its board is empty, and the address names it.
  const tab = projectTab(page, name);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Chưa có dự án nào')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'invite member', exact: true })).toBeEnabled();
  await expect.poll(() => new URL(page.url()).searchParams.get('project')).toMatch(/^[0-9a-f-]{36}$/);
  const projectId = new URL(page.url()).searchParams.get('project')!;
  for (const status of ['todo', 'in_progress', 'review', 'done'] as const) {
    await expect(columnCount(page, status)).toHaveText('0');
  }

  // A task from the TO DO column's "Add task".
  const title = unique('Thiết kế trang chủ');
  await page.getByRole('button', { name: 'Thêm task vào TO DO' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Tạo task mới' });
  await taskDialog.getByLabel('Tên task').fill(title);
  await taskDialog.getByLabel('Mô tả').fill('Bố cục, màu sắc và ảnh bìa');
  await taskDialog.getByLabel('Độ ưu tiên').selectOption('high');
  await taskDialog.getByLabel('Hạn hoàn thành').fill(dayFromNow(7));
  await taskDialog.getByLabel('Ước tính (giờ)').fill('6');
  await taskDialog.getByLabel('Thẻ (cách nhau bởi dấu phẩy)').fill(' frontend, , ui ');
  await taskDialog.getByRole('button', { name: 'Tạo task', exact: true }).click();
  await expect(taskDialog).toHaveCount(0);
  const created = cardsIn(page, 'todo').filter({ hasText: title });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('frontend');
  await expect(created).toContainText('ui');
  // The due date as day/month, the Vietnamese way.
  const [, month, day] = dayFromNow(7).split('-');
  await expect(created.locator('time')).toHaveText(`${day}/${month}`);
  await expect(columnCount(page, 'todo')).toHaveText('1');

  // A second one from REVIEW lands in REVIEW.
  const second = unique('Kiểm thử thanh toán');
  await page.getByRole('button', { name: 'Thêm task vào REVIEW' }).click();
  await taskDialog.getByLabel('Tên task').fill(second);
  await taskDialog.getByRole('button', { name: 'Tạo task', exact: true }).click();
  await expect(taskDialog).toHaveCount(0);
  await expect(cardsIn(page, 'review').filter({ hasText: second })).toHaveCount(1);
  await expect(columnCount(page, 'review')).toHaveText('1');

  // What the server kept: the form's fields, tags trimmed with the empty one dropped.
  const tasks = await tasksOf(request, owner, projectId);
  expect(
    tasks.map(({ title: t, status, priority, estimatedHours, tags }) => ({
      t,
      status,
      priority,
      estimatedHours,
      tags,
    })),
  ).toEqual(
    expect.arrayContaining([
      { t: title, status: 'todo', priority: 'high', estimatedHours: 6, tags: ['frontend', 'ui'] },
      { t: second, status: 'review', priority: 'medium', estimatedHours: null, tags: [] },
    ]),
  );
  expect(tasks).toHaveLength(2);

  // After a reload the project is still there and selected.
  await page.reload();
  await expect(projectTab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(cardsIn(page, 'todo').filter({ hasText: title })).toHaveCount(1);
});

test('an invitation waits for the invitee, who accepts it at the top of /projects and gets the board', async ({
  open,
  request,
}) => {
  const owner = await register(request, 'owner');
  const invitee = await register(request, 'invitee');
  const name = unique('Ứng dụng đặt lịch');
  const project = await createProjectByApi(request, owner.token, { name });

  // The invitee is on /projects with no project yet, connected for live events.
  const inviteePage = await open(invitee, '/');
  const connected = watchProjectsConnection(inviteePage);
  await inviteePage.goto('/projects');
  await expect(inviteePage.getByText('Chưa có dự án nào')).toBeVisible();
  await expect.poll(connected, { message: 'the /projects socket is connected' }).toBe(true);
  await expect(inviteePage.getByTestId('project-invitations')).toHaveCount(0);

  // The owner invites through the dialog: the neutral sentence, the dialog stays for the next address.
  const page = await open(owner, `/projects?project=${project._id}`);
  await page.getByRole('button', { name: 'invite member', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mời thành viên' });
  await expect(dialog.getByLabel('Vai trò')).toHaveValue('member');
  await dialog.getByLabel('Email').fill(`  ${invitee.email.toUpperCase()} `);
  await dialog.getByRole('button', { name: 'Gửi lời mời', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(sentTo(invitee.email));
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByRole('button', { name: 'Xong', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // Not a member yet: the owner's members dialog lists the invitation as pending, by email.
  await page.getByRole('button', { name: 'Thành viên', exact: true }).click();
  const members = page.getByRole('dialog', { name: 'Thành viên' });
  await expect(members.getByTestId('project-member')).toHaveCount(1);
  await expect(members.getByTestId('pending-invitation')).toHaveCount(1);
  await expect(members.getByTestId('pending-invitation')).toContainText(invitee.email);
  await expect(members.getByTestId('pending-invitation')).toContainText('Thành viên · mời lúc');

  // The invitee's page shows it at the top without a reload, with a notification; accepting opens the board.
  const invitation = inviteePage.getByTestId('project-invitation');
  await expect(invitation).toContainText(`${owner.username} mời bạn tham gia dự án ${name}`);
  await expect(
    inviteePage.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('button', { name: /^Notification/ }),
  ).toContainText('1');
  await invitation.getByRole('button', { name: `Chấp nhận lời mời vào ${name}`, exact: true }).click();
  await expect(projectTab(inviteePage, name)).toHaveAttribute('aria-selected', 'true');
  await expect(inviteePage.getByRole('tabpanel')).toBeVisible();
  await expect(column(inviteePage, 'todo')).toBeVisible();
  await expect(inviteePage.getByTestId('project-invitations')).toHaveCount(0);
  await expect(inviteePage.getByText('Chưa có dự án nào')).toHaveCount(0);

  // The owner's open dialog follows: a second member, nothing pending.
  await expect(members.getByTestId('project-member')).toHaveCount(2);
  await expect(members.getByTestId('project-member').nth(1)).toContainText(invitee.username);
  await expect(members.getByTestId('pending-invitation')).toHaveCount(0);
});

test('at 375 px the invitee declines one invitation, and another withdrawn by the owner leaves their page live', async ({
  open,
  request,
}) => {
  const owner = await register(request, 'owner');
  const invitee = await register(request, 'invitee');
  const declined = await createProjectByApi(request, owner.token, { name: unique('Từ chối') });
  const withdrawn = await createProjectByApi(request, owner.token, { name: unique('Thu hồi') });
  for (const project of [declined, withdrawn]) {
    await inviteByApi(request, owner.token, project._id, { email: invitee.email, role: 'member' });
  }

  const inviteePage = await open(invitee, '/projects', { viewport: { width: 375, height: 740 } });
  const invitations = inviteePage.getByTestId('project-invitation');
  await expect(invitations).toHaveCount(2);
  expect(await inviteePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const decline = inviteePage.getByRole('button', { name: `Từ chối lời mời vào ${declined.name}`, exact: true });
  await expect(decline).toBeInViewport({ ratio: 1 });
  await decline.click();
  await expect(invitations).toHaveCount(1);
  await expect(invitations).toContainText(withdrawn.name);

  // The owner withdraws the other one from the members dialog.
  const page = await open(owner, `/projects?project=${withdrawn._id}`);
  await page.getByRole('button', { name: 'Thành viên', exact: true }).click();
  const members = page.getByRole('dialog', { name: 'Thành viên' });
  await members.getByRole('button', { name: `Thu hồi lời mời gửi ${invitee.email}`, exact: true }).click();
  await expect(members.getByTestId('pending-invitation')).toHaveCount(0);

  // Gone from the invitee's page without a reload; they joined nothing, and neither notification is left.
  await expect(inviteePage.getByTestId('project-invitations')).toHaveCount(0);
  await expect(inviteePage.getByText('Chưa có dự án nào')).toBeVisible();
  const notifications = await projectsApi(request, invitee.token).get('/api/notifications');
  const listed = ((await notifications.json()) as { data: { notifications: { action: string }[] } }).data;
  expect(listed.notifications.filter((item) => item.action === 'project-invite')).toEqual([]);
});

test('moves by mouse and keyboard show up on the other member’s board without a reload', async ({ open, request }) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const project = await sharedProject(request, a, b, unique('Bảng chung'));
  const make = (title: string, status: TaskView['status']) =>
    createTaskByApi(request, a.token, project._id, { title: unique(title), status });
  // Made one after another: each new task goes to the end of its column.
  const t1 = await make('Đăng nhập', 'todo');
  const t2 = await make('Giỏ hàng', 'todo');
  const t3 = await make('Thanh toán', 'todo');
  const t4 = await make('Tìm kiếm', 'todo');
  const r1 = await make('Xem lại giao diện', 'review');
  const r2 = await make('Xem lại API', 'review');

  const path = `/projects?project=${project._id}`;
  const bPage = await open(b, path);
  await markDocument(bPage);
  // Tall enough that no drop point is near the window's bottom edge, where dnd-kit scrolls the page.
  const aPage = await open(a, path, { viewport: { width: 1280, height: 1000 } });
  await expect(cardsIn(aPage, 'todo')).toHaveCount(4);
  await expect(columnCount(bPage, 'todo')).toHaveText('4');
  await expect(columnCount(bPage, 'in_progress')).toHaveText('0');

  // 1. A drags a card from TO DO into the empty IN PROGRESS column.
  await dragWithMouse(aPage, card(aPage, t1), column(aPage, 'in_progress'));
  await expect(column(aPage, 'in_progress').locator(card(aPage, t1))).toBeVisible();
  await expect(column(bPage, 'in_progress').locator(card(bPage, t1))).toBeVisible();
  await expect(columnCount(bPage, 'todo')).toHaveText('3');
  await expect(columnCount(bPage, 'in_progress')).toHaveText('1');

  // 2. A drops a card between the two REVIEW cards: B sees the new order.
  await dragWithMouse(aPage, card(aPage, t2), card(aPage, r2), { upperPart: true });
  await expect.poll(() => cardIdsIn(aPage, 'review')).toEqual([r1._id, t2._id, r2._id]);
  await expect.poll(() => cardIdsIn(bPage, 'review')).toEqual([r1._id, t2._id, r2._id]);
  await expect(columnCount(bPage, 'review')).toHaveText('3');
  await expect(columnCount(bPage, 'todo')).toHaveText('2');

  // 3. The keyboard: focus the card, Space picks it up, ArrowRight goes one column right, Space drops
  // (each step waits for the live announcement a screen-reader user hears).
  const announcement = aPage.locator('[id^="DndLiveRegion"]');
  await card(aPage, t3).focus();
  await aPage.keyboard.press('Space');
  await expect(announcement).toContainText('đang ở cột TO DO');
  await untilDndListens(aPage);
  await aPage.keyboard.press('ArrowRight');
  await expect(announcement).toContainText('đang ở cột IN PROGRESS');
  await aPage.keyboard.press('Space');
  await expect(announcement).toContainText('vào cột IN PROGRESS');
  await expect(column(bPage, 'in_progress').locator(card(bPage, t3))).toBeVisible();
  await expect(columnCount(bPage, 'in_progress')).toHaveText('2');
  await expect.poll(() => cardIdsIn(bPage, 'todo')).toEqual([t4._id]);

  // The server agrees with what both boards show.
  const saved = await tasksOf(request, b, project._id);
  const inOrder = (status: TaskView['status']) =>
    saved
      .filter((task) => task.status === status)
      .sort((x, y) => (x.position < y.position ? -1 : x.position > y.position ? 1 : x._id < y._id ? -1 : 1))
      .map((task) => task._id);
  expect(inOrder('review')).toEqual([r1._id, t2._id, r2._id]);
  expect(inOrder('in_progress').sort()).toEqual([t1._id, t3._id].sort());
  expect(inOrder('todo')).toEqual([t4._id]);
  await expectNotReloaded(bPage);
});

test('a move that cannot be saved goes back, with a readable message', async ({ open, request }) => {
  const owner = await register(request, 'owner');
  const project = await createProjectByApi(request, owner.token, { name: unique('Mất mạng') });
  const task = await createTaskByApi(request, owner.token, project._id, { title: unique('Không đi đâu cả') });
  const page = await open(owner, `/projects?project=${project._id}`);
  // The connection drops just for this card's save.
  await page.route(`**/api/projects/tasks/${task._id}`, (route) => route.abort('internetdisconnected'));

  await dragWithMouse(page, card(page, task), column(page, 'in_progress'));
  await expect(page.getByRole('alert')).toContainText('Không thể di chuyển task. Đã hoàn tác.');
  await expect(column(page, 'todo').locator(card(page, task))).toBeVisible();
  await expect(columnCount(page, 'in_progress')).toHaveText('0');
  expect((await tasksOf(request, owner, project._id)).map((saved) => saved.status)).toEqual(['todo']);
});

test('an edit through the dialog shows live to the other member; a confirmed delete removes the card for both', async ({
  open,
  request,
}) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  const project = await sharedProject(request, a, b, unique('Tài liệu'));
  const task = await createTaskByApi(request, a.token, project._id, { title: unique('Viết tài liệu API') });
  const path = `/projects?project=${project._id}`;
  const bPage = await open(b, path);
  await markDocument(bPage);
  const aPage = await open(a, path);

  const dialog = await openEditDialog(aPage, task);
  await expect(dialog.getByLabel('Tên task')).toHaveValue(task.title);
  const assignee = dialog.getByLabel('Người thực hiện');
  await expect(assignee.locator('option').first()).toHaveText('Chưa giao cho ai');
  await expect(assignee.locator('option', { hasText: b.username })).toHaveCount(1);
  await expect(assignee.locator('option', { hasText: a.username })).toHaveText(`${a.username} (Owner)`);

  const renamed = unique('Viết tài liệu REST');
  await dialog.getByLabel('Tên task').fill(renamed);
  await dialog.getByLabel('Độ ưu tiên').selectOption('high');
  await assignee.selectOption({ label: b.username });
  await dialog.getByRole('button', { name: 'Cập nhật task', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // B's board shows the new title on the same card, without a reload.
  await expect(card(bPage, task)).toContainText(renamed);
  await expect(card(bPage, task)).not.toContainText(task.title);
  await expect(card(bPage, task)).toContainText('Cao');
  await expect(card(bPage, task)).toContainText(`Giao cho ${b.username}`);
  const [saved] = await tasksOf(request, b, project._id);
  expect({ title: saved!.title, priority: saved!.priority, assignee: saved!.assignee?._id }).toEqual({
    title: renamed,
    priority: 'high',
    assignee: b.id,
  });

  // Delete asks first; confirming removes the card from both boards.
  await openEditDialog(aPage, task);
  await dialog.getByRole('button', { name: 'Xóa task', exact: true }).click();
  const confirm = aPage.getByRole('dialog').filter({ hasText: 'Bạn có chắc chắn muốn xóa task này?' }).last();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(card(aPage, task)).toHaveCount(0);
  await expect(card(bPage, task)).toHaveCount(0);
  await expect(columnCount(bPage, 'todo')).toHaveText('0');
  expect(await tasksOf(request, b, project._id)).toEqual([]);
  await expectNotReloaded(bPage);
});

test('a member cannot invite, and an outsider sees nothing of the project', async ({ open, request }) => {
  const owner = await register(request, 'owner');
  const member = await register(request, 'member');
  const outsider = await register(request, 'outsider');
  const name = unique('Dự án kín');
  const project = await sharedProject(request, owner, member, name);
  await createTaskByApi(request, owner.token, project._id, { title: 'Kế hoạch bí mật' });

  // The member's 'invite member' is disabled and says why.
  const page = await open(member, `/projects?project=${project._id}`);
  await expect(projectTab(page, name)).toHaveAttribute('aria-selected', 'true');
  const invite = page.getByRole('button', { name: 'invite member', exact: true });
  await expect(invite).toBeDisabled();
  await expect(invite).toHaveAccessibleDescription('Chỉ chủ dự án và quản trị viên mới mời được thành viên');

  // Calling the API anyway: a readable refusal, and nobody is added.
  const refused = await projectsApi(request, member.token).post(`/api/projects/${project._id}/invite`, {
    email: outsider.email,
    role: 'member',
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    success: false,
    message: 'Vai trò của bạn trong dự án không cho phép thao tác này.',
  });
  const members = await projectsApi(request, owner.token).get(`/api/projects/${project._id}/members`);
  expect(((await members.json()) as { data: { _id: string }[] }).data.map((m) => m._id).sort()).toEqual(
    [owner.id, member.id].sort(),
  );

  // The outsider: no tab, no card, and 404 from the API as if the project did not exist.
  const outsiderPage = await open(outsider, `/projects?project=${project._id}`, {
    waitForBoard: false,
  });
  await expect(outsiderPage.getByText('Chưa có dự án nào')).toBeVisible();
  await expect(outsiderPage.getByRole('tab', { name })).toHaveCount(0);
  await expect(outsiderPage.getByText('Kế hoạch bí mật')).toHaveCount(0);
  const asOutsider = projectsApi(request, outsider.token);
  for (const url of [`/api/projects/${project._id}`, `/api/projects/${project._id}/tasks`]) {
    const answer = await asOutsider.get(url);
    expect(answer.status(), url).toBe(404);
    expect(await answer.json(), url).toEqual({ success: false, message: 'Không tìm thấy dự án' });
  }
});

test('the invite dialog explains a blank and a malformed email, and answers any other alike', async ({
  open,
  request,
}) => {
  const owner = await register(request, 'owner');
  const project = await createProjectByApi(request, owner.token, { name: unique('Mời') });
  const page = await open(owner, `/projects?project=${project._id}`);
  await page.getByRole('button', { name: 'invite member', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mời thành viên' });
  const email = dialog.getByLabel('Email');
  const submit = dialog.getByRole('button', { name: 'Gửi lời mời', exact: true });

  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Email không được để trống');
  await email.fill('abc');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Email không hợp lệ');
  // An email nobody has, and the owner's own: the same sentence (no hint of who has an account).
  for (const address of [`nobody.${randomBytes(4).toString('hex')}@example.com`, owner.email]) {
    await email.fill(address);
    await submit.click();
    await expect(dialog.getByRole('status')).toHaveText(sentTo(address));
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  }
  await expect(dialog).toBeVisible();
});

test('at 375 px the columns scroll sideways and a card can be opened and edited', async ({ open, request }) => {
  const owner = await register(request, 'owner');
  const project = await createProjectByApi(request, owner.token, { name: unique('Di động') });
  await createTaskByApi(request, owner.token, project._id, { title: unique('Việc đầu tiên') });
  const done = await createTaskByApi(request, owner.token, project._id, {
    title: unique('Việc đã xong'),
    status: 'done',
  });
  const page = await open(owner, `/projects?project=${project._id}`, {
    viewport: { width: 375, height: 740 },
  });

  // The page itself does not scroll sideways: the board does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(column(page, 'todo')).toBeInViewport();
  await expect(column(page, 'done')).not.toBeInViewport();
  await column(page, 'done').scrollIntoViewIfNeeded();
  await expect(card(page, done)).toBeInViewport();

  const dialog = await openEditDialog(page, done);
  await expect(dialog).toBeInViewport({ ratio: 1 });
  const renamed = unique('Đã xong trên điện thoại');
  await dialog.getByLabel('Tên task').fill(renamed);
  await dialog.getByRole('button', { name: 'Cập nhật task', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, done)).toContainText(renamed);
});

test('"My tasks" lists what is assigned to me across projects by due date, each opening its board', async ({
  open,
  request,
}) => {
  const me = await register(request, 'me');
  const lead = await register(request, 'lead');
  const mine = await createProjectByApi(request, me.token, { name: unique('Của tôi') });
  const theirs = await sharedProject(request, lead, me, unique('Của nhóm'));
  const later = await createTaskByApi(request, me.token, mine._id, {
    title: unique('Hạn sau'),
    assignee: me.id,
    dueDate: dayFromNow(20),
  });
  const sooner = await createTaskByApi(request, lead.token, theirs._id, {
    title: unique('Hạn trước'),
    assignee: me.id,
    dueDate: dayFromNow(3),
  });
  await createTaskByApi(request, lead.token, theirs._id, { title: unique('Của người khác'), assignee: lead.id });
  await createTaskByApi(request, me.token, mine._id, { title: unique('Chưa giao') });

  const page = await open(me, '/projects');
  await page.getByRole('link', { name: 'Việc của tôi' }).click();
  await expect(page).toHaveURL(/\/projects\?view=mine$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Việc của tôi' })).toBeVisible();
  const items = page.getByTestId('my-task');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(sooner.title);
  await expect(items.nth(0)).toContainText(theirs.name);
  await expect(items.nth(1)).toContainText(later.title);

  await items.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/projects\\?project=${theirs._id}$`));
  await expect(projectTab(page, theirs.name)).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, sooner)).toBeVisible();
});

test('a chat message becomes a task through its menu, in the chosen project, with a link back', async ({
  open,
  request,
}) => {
  const a = await register(request, 'an');
  const b = await register(request, 'binh');
  await createProjectByApi(request, a.token, { name: unique('Dự án đầu') });
  const target = await createProjectByApi(request, a.token, { name: unique('Dự án đích') });
  const conversation = await projectsApi(request, a.token).post('/api/chats/conversations', { targetUserId: b.id });
  expect(conversation.status()).toBe(201);
  const conversationId = ((await conversation.json()) as { data: { _id: string } }).data._id;

  // Messages are sent over the /chat socket: the page waits for its greeting before sending.
  const page = await open(a, '/projects');
  const chatConnected = watchGreeting(page, 'chat');
  await page.goto(`/chat?c=${conversationId}`);
  await expect(page.getByTestId('chat-thread')).toBeVisible();
  await expect.poll(chatConnected, { message: 'the /chat socket is connected' }).toBe(true);
  const text = unique('Nhớ sửa lỗi đăng nhập trên Safari');
  const composer = page.getByTestId('composer-input');
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const bubble = page.getByTestId('message-bubble').filter({ hasText: text });
  await expect(bubble).toBeVisible();
  await expect(page.getByTestId('message-pending')).toHaveCount(0);

  await bubble.click({ button: 'right' });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Tạo task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tạo task mới' });
  await expect(dialog.getByLabel('Tên task')).toHaveValue(text);
  await expect(dialog.getByLabel('Mô tả')).toHaveValue(new RegExp(`/chat\\?c=${conversationId}`));
  await dialog.getByLabel('Dự án', { exact: true }).selectOption({ label: target.name });
  await dialog.getByRole('button', { name: 'Tạo task', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  const [task] = await tasksOf(request, a, target._id);
  expect(task).toMatchObject({ title: text, sourceMessage: { conversationId } });

  // On the board the card says where it came from, and its dialog leads back to the conversation.
  await page.goto(`/projects?project=${target._id}`);
  await expect(card(page, task!).getByRole('img', { name: 'Mở tin nhắn gốc trong chat' })).toBeVisible();
  await (await openEditDialog(page, task!)).getByRole('link', { name: 'Mở tin nhắn gốc' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat\\?c=${conversationId}$`));
  await expect(bubble).toBeVisible();
});

test('a 500-task board: first render and one drag (figures logged)', async ({ open, request }) => {
  test.setTimeout(240_000);
  const owner = await register(request, 'owner');
  const project = await createProjectByApi(request, owner.token, { name: unique('Bảng lớn') });
  const statuses = ['todo', 'in_progress', 'review', 'done'] as const;
  // Ten requests at a time: quick, without flooding the shared machine.
  for (let batch = 0; batch < 50; batch += 1) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const n = batch * 10 + i;
        return createTaskByApi(request, owner.token, project._id, {
          title: `Task ${String(n).padStart(3, '0')}`,
          status: statuses[n % 4],
          priority: (['low', 'medium', 'high'] as const)[n % 3],
          tags: n % 5 === 0 ? ['perf', 'seed'] : [],
        });
      }),
    );
  }

  const page = await open(owner);
  const started = Date.now();
  await page.goto(`/projects?project=${project._id}`);
  // Measured in the page: from the navigation's start to the first frame showing all 500 cards.
  const firstRenderMs = await (
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="task-card"]').length === 500 && performance.now(),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue();
  const wallMs = Date.now() - started;

  // One drag from the top of TO DO to the top of IN PROGRESS, in three phases (pick up, move, drop);
  // the page records its long main-thread tasks and its frames meanwhile.
  await page.evaluate(() => {
    const record = { longTasks: [] as { start: number; duration: number }[], frames: [] as number[] };
    (window as unknown as { dragRecord: typeof record }).dragRecord = record;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => record.longTasks.push({ start: entry.startTime, duration: entry.duration })),
    ).observe({ type: 'longtask' });
    const frame = (time: number) => (record.frames.push(time), requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  });
  const now = () => page.evaluate(() => performance.now());
  const moved = cardsIn(page, 'todo').first();
  const movedId = (await moved.getAttribute('data-task-id'))!;
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/api/projects/tasks/${movedId}`),
  );
  const from = (await moved.boundingBox())!;
  const to = (await cardsIn(page, 'in_progress').first().boundingBox())!;
  const marks = [await now()];
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  marks.push(await now());
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 20 });
  marks.push(await now());
  // Polled on every frame from before the drop: the first frame with the card in its new column.
  const shown = page.waitForFunction(
    (id) =>
      document.querySelector(`[data-testid="board-column-in_progress"] [data-task-id="${id}"]`) && performance.now(),
    movedId,
    { polling: 'raf' },
  );
  await page.mouse.up();
  marks.push((await (await shown).jsonValue()) as number);
  expect((await saved).status()).toBe(200);
  marks.push(await now());
  const record = await page.evaluate(
    () =>
      (window as unknown as { dragRecord: { longTasks: { start: number; duration: number }[]; frames: number[] } })
        .dragRecord,
  );
  const phase = (from: number, to: number) => {
    const longest = Math.max(
      0,
      ...record.longTasks.filter((task) => task.start >= from && task.start < to).map((task) => task.duration),
    );
    const frames = record.frames.filter((time) => time >= from && time < to);
    const gaps = frames.slice(1).map((time, i) => time - frames[i]!);
    return `${Math.round(to - from)} ms (longest task ${Math.round(longest)} ms, longest frame gap ${Math.round(Math.max(0, ...gaps))} ms)`;
  };
  console.log(
    `[500-task board] first render ${Math.round(firstRenderMs as number)} ms after navigation start ` +
      `(${wallMs} ms wall, goto to all cards). Drag: pick up ${phase(marks[0]!, marks[1]!)}; ` +
      `20 pointer moves ${phase(marks[1]!, marks[2]!)}; drop to shown in the new column ${phase(marks[2]!, marks[3]!)}; ` +
      `saved ${Math.round(marks[4]! - marks[2]!)} ms after the drop.`,
  );
  await expect(columnCount(page, 'in_progress')).toHaveText('126');
  await expect(columnCount(page, 'todo')).toHaveText('124');
});
