import { randomBytes } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import type { TaskView } from '@teamhub/contracts';
import {
  addMemberByApi,
  createProjectByApi,
  createTaskByApi,
  projectsApi,
  watchMyProjectsJoin,
} from '../support/projects';
import { chipIn, localDay } from '../support/calendar';
import { loginThroughForm, newUser, registerByApi } from '../support/users';

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

const anyChip = (page: Page, task: Pick<TaskView, '_id'>) =>
  page.locator(`[data-testid="calendar-chip"][data-task-id="${task._id}"]`);

test('the calendar across projects follows another member’s task changes live, also in a project joined meanwhile', async ({
  browser,
  request,
}) => {
  const a = await registerByApi(request, newUser('an'));
  const b = await registerByApi(request, newUser('binh'));
  const shared = await createProjectByApi(request, a.token, { name: unique('Chung') });
  await addMemberByApi(request, a.token, shared._id, b);
  const later = await createProjectByApi(request, a.token, { name: unique('Sau này') });
  // The month of yesterday shows yesterday and the next few days whatever today is.
  const [yesterday, plus1, plus2, plus3] = [-1, 1, 2, 3].map(localDay) as [string, string, string, string];
  const planned = await createTaskByApi(request, a.token, shared._id, { title: unique('Kế hoạch'), dueDate: plus1 });

  // B has the calendar of all their projects open, live.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const bPage = await context.newPage();
  const joined = watchMyProjectsJoin(bPage);
  await loginThroughForm(bPage, b);
  await bPage.goto(`/projects?view=all-calendar&month=${yesterday.slice(0, 7)}`);
  await expect(chipIn(bPage, plus1, planned)).toBeVisible();
  await expect.poll(joined, { message: 'the calendar joined every project of B’s' }).toBe(true);

  // A moves the due date: the chip moves on B's calendar without a reload.
  const api = projectsApi(request, a.token);
  expect((await api.put(`/api/projects/tasks/${planned._id}`, { dueDate: plus3 })).status()).toBe(200);
  await expect(chipIn(bPage, plus3, planned)).toBeVisible();
  await expect(chipIn(bPage, plus1, planned)).toHaveCount(0);

  // A creates a task due in the month shown: it appears.
  const created = await createTaskByApi(request, a.token, shared._id, { title: unique('Mới'), dueDate: plus2 });
  await expect(chipIn(bPage, plus2, created)).toContainText(created.title);

  // B joins another project meanwhile: its new task appears too, named by its project.
  await addMemberByApi(request, a.token, later._id, b);
  const joinedLater = await createTaskByApi(request, a.token, later._id, { title: unique('Sau'), dueDate: plus2 });
  await expect(chipIn(bPage, plus2, joinedLater)).toContainText(later.name);

  // Deleted, or moved out of the month shown: gone.
  expect((await api.delete(`/api/projects/tasks/${created._id}`)).status()).toBe(200);
  await expect(anyChip(bPage, created)).toHaveCount(0);
  expect((await api.put(`/api/projects/tasks/${joinedLater._id}`, { dueDate: localDay(70) })).status()).toBe(200);
  await expect(anyChip(bPage, joinedLater)).toHaveCount(0);
  await expect(chipIn(bPage, plus3, planned)).toBeVisible();

  await context.close();
});
