import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { untilDndListens } from '../support/keyboard';
import type { TaskStatus, TaskView } from '@teamhub/contracts';
import { card, column, createProjectByApi, createTaskByApi, projectsApi } from '../support/projects';
import { touchDrag } from '../support/touch';
import { loginThroughForm, newUser, registerByApi } from '../support/users';

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

/** A phone: 375 px wide, touch, a mobile viewport. */
const test = base.extend<{ phone: Page }>({
  phone: async ({ browser }, use) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    await use(await context.newPage());
    await context.close();
  },
});

/** A project of a new owner with one task in TO DO, signed in on the phone at its board. */
async function boardWithOneTask(request: APIRequestContext, phone: Page) {
  const owner = await registerByApi(request, newUser('phone'));
  const project = await createProjectByApi(request, owner.token, { name: unique('Trên điện thoại') });
  const task = await createTaskByApi(request, owner.token, project._id, { title: unique('Việc cần chuyển') });
  await loginThroughForm(phone, owner);
  await phone.goto(`/projects?project=${project._id}`);
  await expect(card(phone, task)).toBeVisible();
  // Only its edge peeks in: the column is off screen for the reader.
  await expect(column(phone, 'in_progress')).not.toBeInViewport({ ratio: 0.5 });
  const savedStatus = async () => {
    const response = await projectsApi(request, owner.token).get(`/api/projects/${project._id}/tasks`);
    const tasks = ((await response.json()) as { data: TaskView[] }).data;
    return tasks.find((candidate) => candidate._id === task._id)?.status;
  };
  return { task, savedStatus };
}

const menuOf = (phone: Page, title: string) =>
  phone.getByRole('button', { name: `Tùy chọn task ${title}`, exact: true });

test('at 375 px a card moves to the off-screen IN PROGRESS column through its menu, by touch and by keyboard', async ({
  phone,
  request,
}) => {
  const { task, savedStatus } = await boardWithOneTask(request, phone);

  // By touch: the "⋯" button is shown without hover, and its menu stays on screen, above the bottom bar.
  await menuOf(phone, task.title).tap();
  const menu = phone.getByRole('menu');
  await expect(menu).toBeInViewport({ ratio: 1 });
  const bottomBarTop = await phone
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .filter({ visible: true })
    .last()
    .evaluate((bar) => bar.getBoundingClientRect().top);
  const menuBox = await menu.boundingBox();
  expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(bottomBarTop);
  await expect(menu.getByRole('menuitem')).toHaveText(['Chỉnh sửa', 'IN PROGRESS', 'REVIEW', 'DONE']);
  await menu.getByRole('menuitem', { name: 'IN PROGRESS' }).tap();
  await expect(column(phone, 'in_progress').locator(card(phone, task))).toBeVisible();
  // The moved card keeps the focus, and is brought into view.
  await expect(card(phone, task)).toBeFocused();
  await expect(card(phone, task)).toBeInViewport();
  await expect.poll(savedStatus).toBe('in_progress');

  // By keyboard: Enter opens, arrows walk the entries, Escape closes and gives focus back.
  const trigger = menuOf(phone, task.title);
  await trigger.focus();
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('menuitem', { name: 'Chỉnh sửa' })).toBeFocused();
  await phone.keyboard.press('ArrowDown');
  await expect(phone.getByRole('menuitem', { name: 'TO DO' })).toBeFocused();
  await phone.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await phone.keyboard.press('Enter');
  // The menu takes the focus once it is open; keys pressed before that would go to the trigger.
  await expect(phone.getByRole('menuitem', { name: 'Chỉnh sửa' })).toBeFocused();
  await phone.keyboard.press('ArrowDown');
  await phone.keyboard.press('ArrowDown');
  await expect(phone.getByRole('menuitem', { name: 'REVIEW' })).toBeFocused();
  await phone.keyboard.press('Enter');
  await expect(column(phone, 'review').locator(card(phone, task))).toBeVisible();
  await expect.poll(savedStatus).toBe('review');
});

test('at 375 px a card dragged by touch to the screen edge scrolls the board and drops in IN PROGRESS; the keyboard moves it on', async ({
  phone,
  request,
}) => {
  const { task, savedStatus } = await boardWithOneTask(request, phone);
  const announcement = phone.locator('[id^="DndLiveRegion"]');
  const overColumn = (status: TaskStatus) =>
    column(phone, status).evaluate((element, x) => {
      const box = element.getBoundingClientRect();
      return box.left <= x && x <= box.right;
    }, 187);

  await touchDrag(phone, card(phone, task), {
    picked: () => expect(card(phone, task)).toHaveAttribute('aria-pressed', 'true'),
    // Held near the right edge, the board scrolls; back in the middle once IN PROGRESS is under it.
    edgeX: 330,
    reached: () => overColumn('in_progress'),
    // The middle of IN PROGRESS's visible part as it is then, not a fixed point it may have scrolled past;
    // short of the right edge's auto-scroll zone.
    dropX: () =>
      column(phone, 'in_progress').evaluate((element) => {
        const box = element.getBoundingClientRect();
        const middle = (Math.max(box.left, 0) + Math.min(box.right, window.innerWidth)) / 2;
        return Math.min(Math.max(middle, 40), window.innerWidth * 0.7);
      }),
    over: () => expect(announcement).toContainText('đang ở cột IN PROGRESS'),
  });
  await expect(column(phone, 'in_progress').locator(card(phone, task))).toBeVisible();
  await expect.poll(savedStatus).toBe('in_progress');

  // Right after, the keyboard: Space picks it up, ArrowRight goes to REVIEW (off screen), Space drops.
  await card(phone, task).focus();
  await phone.keyboard.press('Space');
  // Picked up (the live region still holds the touch drag's words, so it cannot tell).
  await expect(card(phone, task)).toHaveAttribute('aria-pressed', 'true');
  await untilDndListens(phone);
  await phone.keyboard.press('ArrowRight');
  await expect(announcement).toContainText('đang ở cột REVIEW');
  await phone.keyboard.press('Space');
  await expect(announcement).toContainText('vào cột REVIEW');
  await expect(column(phone, 'review').locator(card(phone, task))).toBeVisible();
  await expect.poll(savedStatus).toBe('review');
});
