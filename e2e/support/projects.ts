import { watchGreeting } from './live';
import { loginThroughForm, type registerByApi } from './users';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import type {
  AcceptedInvitation,
  ChecklistItemView,
  CreateProjectBody,
  CreateTaskBody,
  InviteBody,
  MyInvitation,
  ProjectView,
  TaskCommentView,
  TaskStatus,
  TaskView,
} from '@teamhub/contracts';

/** Calls the projects API as `token`'s user; refusals come back in Vietnamese (the product's default). */
export function projectsApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'vi' };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    put: (url: string, data?: unknown) => request.put(url, { headers, data }),
    delete: (url: string) => request.delete(url, { headers }),
  };
}

async function dataOf<T>(response: APIResponse, status: number, what: string): Promise<T> {
  if (response.status() !== status) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export async function createProjectByApi(request: APIRequestContext, token: string, body: CreateProjectBody) {
  return dataOf<ProjectView>(await projectsApi(request, token).post('/api/projects', body), 201, 'create project');
}

export async function createTaskByApi(
  request: APIRequestContext,
  token: string,
  projectId: string,
  body: CreateTaskBody,
) {
  const response = await projectsApi(request, token).post(`/api/projects/${projectId}/tasks`, body);
  return dataOf<TaskView>(response, 201, 'create task');
}

/** Adds items to a task's checklist in order, ticking those listed in `done`. */
export async function addChecklistByApi(
  request: APIRequestContext,
  token: string,
  taskId: string,
  texts: string[],
  done: string[] = [],
) {
  const api = projectsApi(request, token);
  for (const text of texts) {
    const response = await api.post(`/api/projects/tasks/${taskId}/checklist`, { text });
    const item = await dataOf<ChecklistItemView>(response, 201, 'add checklist item');
    if (done.includes(text)) {
      await dataOf(await api.put(`/api/projects/tasks/${taskId}/checklist/${item.id}`, { done: true }), 200, 'tick');
    }
  }
}

/** A comment on a task, as `token`'s user (its `@names` of members notify them). */
export async function addCommentByApi(request: APIRequestContext, token: string, taskId: string, text: string) {
  const response = await projectsApi(request, token).post(`/api/projects/tasks/${taskId}/comments`, { text });
  return dataOf<TaskCommentView>(response, 201, 'add comment');
}

/** Invites an email: the invitation waits for the person's answer (the answer is the same for any email). */
export async function inviteByApi(request: APIRequestContext, token: string, projectId: string, body: InviteBody) {
  const response = await projectsApi(request, token).post(`/api/projects/${projectId}/invite`, body);
  return dataOf<unknown>(response, 200, 'invite');
}

/** Accepts, as `token`'s user, their open invitation into the project. */
export async function acceptInvitationByApi(request: APIRequestContext, token: string, projectId: string) {
  const api = projectsApi(request, token);
  const invitations = await dataOf<MyInvitation[]>(await api.get('/api/projects/invitations'), 200, 'invitations');
  const invitation = invitations.find((item) => item.project.id === projectId);
  if (!invitation) throw new Error(`no open invitation into ${projectId}`);
  return dataOf<AcceptedInvitation>(
    await api.post(`/api/projects/invitations/${invitation.id}/accept`),
    200,
    'accept invitation',
  );
}

/** Makes `member` a member of the project the only way there is: invited by `token`'s user, they accept. */
export async function addMemberByApi(
  request: APIRequestContext,
  token: string,
  projectId: string,
  member: { email: string; token: string },
  role: InviteBody['role'] = 'member',
) {
  await inviteByApi(request, token, projectId, { email: member.email, role });
  return acceptInvitationByApi(request, member.token, projectId);
}

/** True once the server has greeted this page on /projects (see watchGreeting). */
export const watchProjectsConnection = (page: Page) => watchGreeting(page, 'projects');

/**
 * Watches the page's /projects socket: `joined(projectId)` is true once the server has acknowledged
 * the page's `join-project` for that board with success, so from then on no live task event for it
 * can be missed. Call before navigating. (socket.io frames: `42/projects,7["join-project",{…}]` out,
 * `43/projects,7[{"success":true}]` back.)
 */
export function watchProjectJoins(page: Page): (projectId: string) => boolean {
  const pending = new Map<string, string>();
  const joined = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const match = typeof payload === 'string' && /^42\/projects,(\d+)\["join-project",(.*)\]$/.exec(payload);
      if (match) pending.set(match[1]!, (JSON.parse(match[2]!) as { projectId: string }).projectId);
    });
    socket.on('framereceived', ({ payload }) => {
      const match = typeof payload === 'string' && /^43\/projects,(\d+)\[(.*)\]$/.exec(payload);
      if (!match) return;
      const projectId = pending.get(match[1]!);
      if (projectId && (JSON.parse(match[2]!) as { success: boolean }).success) joined.add(projectId);
    });
  });
  return (projectId) => joined.has(projectId);
}

/**
 * True once the server has acknowledged this page's `join-my-projects` (the calendar across projects):
 * from then on no task event of the user's projects can be missed. Call before navigating.
 */
export function watchMyProjectsJoin(page: Page): () => boolean {
  const pending = new Set<string>();
  let joined = false;
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const match = typeof payload === 'string' && /^42\/projects,(\d+)\["join-my-projects"\]$/.exec(payload);
      if (match) pending.add(match[1]!);
    });
    socket.on('framereceived', ({ payload }) => {
      const match = typeof payload === 'string' && /^43\/projects,(\d+)\[(.*)\]$/.exec(payload);
      if (match && pending.has(match[1]!) && (JSON.parse(match[2]!) as { success: boolean }).success) joined = true;
    });
  });
  return () => joined;
}

/** The board's column of `status` (a `section` labelled by its heading). */
export const column = (page: Page, status: TaskStatus) => page.getByTestId(`board-column-${status}`);
export const columnCount = (page: Page, status: TaskStatus) => column(page, status).getByTestId('column-count');
export const cardsIn = (page: Page, status: TaskStatus) => column(page, status).getByTestId('task-card');
export const card = (page: Page, task: Pick<TaskView, '_id'>) =>
  page.locator(`[data-testid="task-card"][data-task-id="${task._id}"]`);

/** The ids of the cards of a column, top to bottom. */
export const cardIdsIn = (page: Page, status: TaskStatus) =>
  cardsIn(page, status).evaluateAll((cards) => cards.map((element) => element.getAttribute('data-task-id')));

/** The project's tab. */
export const projectTab = (page: Page, name: string) =>
  page.getByRole('tablist').getByRole('tab', { name, exact: true });

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/**
 * Drags `source` with the mouse (dnd-kit listens to pointer moves: it starts after 5 px, then follows
 * every move) and drops it at `target`'s centre, or in its upper quarter with `upperPart`, which
 * places the card before `target` rather than after it.
 */
export async function dragWithMouse(page: Page, source: Locator, target: Locator, { upperPart = false } = {}) {
  await source.scrollIntoViewIfNeeded();
  const from = await centreOf(source);
  const to = await centreOf(target);
  const y = upperPart ? to.box.y + to.box.height / 4 : to.y;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // A first small move past the activation distance, then the way to the target in steps.
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, y, { steps: 20 });
  // One more move on the spot lets the collision detection settle on the final place.
  await page.mouse.move(to.x + 1, y, { steps: 2 });
  await page.mouse.up();
}

/** Waits until the board of `projectId` is on the page and the page hears its live events. */
export async function expectBoardLive(page: Page, joined: (projectId: string) => boolean, projectId: string) {
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect.poll(() => joined(projectId), { message: 'the board joined its /projects room' }).toBe(true);
}

export type ProjectUser = Awaited<ReturnType<typeof registerByApi>>;

/**
 * A new browser context signed in as `user`, on the project's board (or another view of it, `path`)
 * once it hears the project's live events.
 */
export async function openBoardAs(
  browser: Browser,
  user: ProjectUser,
  projectId: string,
  { width = 1280, path = `/projects?project=${projectId}` }: { width?: number; path?: string } = {},
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const joined = watchProjectJoins(page);
  await loginThroughForm(page, user);
  await page.goto(path);
  await expectBoardLive(page, joined, projectId);
  return page;
}

/** The open task's panel. */
export const taskPanelOf = (page: Page) => page.getByTestId('task-panel');
