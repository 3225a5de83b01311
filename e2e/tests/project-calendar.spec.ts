import { randomBytes } from 'node:crypto';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TaskView } from '@teamhub/contracts';
import { untilDndListens } from '../support/keyboard';
import {
  addMemberByApi,
  card,
  createProjectByApi,
  createTaskByApi,
  dragWithMouse,
  openBoardAs,
  projectsApi,
  taskPanelOf,
  type ProjectUser,
} from '../support/projects';
import { chipIn, dayCell, localDay, monthShowing } from '../support/calendar';
import { newUser, registerByApi } from '../support/users';

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** A day as the calendar announces it in Vietnamese: "Thứ Bảy, 28/11/2026". */
const dayName = (day: string) =>
  `${new Intl.DateTimeFormat('vi-VN', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}, ${dayMonth(day)}/${day.slice(0, 4)}`;

const said = (page: Page, text: string) =>
  expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1);

async function savedDueDate(request: APIRequestContext, user: ProjectUser, taskId: string) {
  const response = await projectsApi(request, user.token).get(`/api/projects/tasks/${taskId}`);
  return ((await response.json()) as { data: TaskView }).data.dueDate;
}

test('a due date dragged on one member’s calendar moves on the other’s board and panel live; by keyboard too; a past day is refused; usable at 375 px', async ({
  browser,
  request,
}) => {
  const a = await registerByApi(request, newUser('an'));
  const b = await registerByApi(request, newUser('binh'));
  const project = await createProjectByApi(request, a.token, { name: unique('Lịch chung') });
  await addMemberByApi(request, a.token, project._id, b);
  // The month of yesterday shows yesterday, today and the next few days whatever today is (a month's
  // grid runs at least five days into the next month).
  const [yesterday, today, plus1, plus2, plus3] = [-1, 0, 1, 2, 3].map(localDay) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const launch = await createTaskByApi(request, a.token, project._id, {
    title: unique('Ra mắt'),
    priority: 'high',
    dueDate: plus1,
  });
  const review = await createTaskByApi(request, a.token, project._id, {
    title: unique('Duyệt nội dung'),
    dueDate: plus2,
  });
  const calendarPath = `/projects?project=${project._id}&view=calendar&month=${yesterday.slice(0, 7)}`;

  // B has the board open with the launch task's panel beside it.
  const bPage = await openBoardAs(browser, b, project._id);
  await card(bPage, launch).click();
  // The panel's due date is its own field (edited in place).
  const bDue = taskPanelOf(bPage).getByLabel('Hạn hoàn thành', { exact: true });
  await expect(bDue).toHaveValue(plus1);

  const aPage = await openBoardAs(browser, a, project._id, { path: calendarPath });
  await expect(aPage.getByRole('link', { name: 'Lịch', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(dayCell(aPage, today)).toHaveAttribute('data-today', 'true');
  await expect(dayCell(aPage, today).getByRole('button', { name: /hôm nay/ })).toHaveAttribute('aria-current', 'date');

  // A drags the launch task with the mouse from tomorrow to three days on.
  await dragWithMouse(aPage, chipIn(aPage, plus1, launch), dayCell(aPage, plus3));
  await expect(chipIn(aPage, plus3, launch)).toBeVisible();
  await expect(chipIn(aPage, plus1, launch)).toHaveCount(0);
  // B's card and open panel follow, live.
  await expect(card(bPage, launch).locator(`time[datetime="${plus3}"]`)).toHaveText(dayMonth(plus3));
  await expect(bDue).toHaveValue(plus3);
  expect(await savedDueDate(request, a, launch._id)).toBe(plus3);

  // A past day is refused before anything is sent, with a reason; the task stays.
  await dragWithMouse(aPage, chipIn(aPage, plus3, launch), dayCell(aPage, yesterday));
  await expect(aPage.getByTestId('projects-error')).toContainText('Không thể dời hạn chót về một ngày đã qua');
  await expect(chipIn(aPage, plus3, launch)).toBeVisible();
  expect(await savedDueDate(request, a, launch._id)).toBe(plus3);

  // By keyboard: the review task from two days on, one day back, announced; the chip keeps the focus.
  const chip = chipIn(aPage, plus2, review);
  await chip.focus();
  await aPage.keyboard.press('Space');
  // Picked up ("Đã nhấc…" is followed at once by the day it is over).
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await said(aPage, `Task ${review.title} đang ở trên ngày ${dayName(plus2)}.`);
  await untilDndListens(aPage);
  await aPage.keyboard.press('ArrowLeft');
  await said(aPage, `Task ${review.title} đang ở trên ngày ${dayName(plus1)}.`);
  await aPage.keyboard.press('Space');
  await said(aPage, `Đã thả task ${review.title} vào ngày ${dayName(plus1)}.`);
  await expect(chipIn(aPage, plus1, review)).toBeFocused();
  await expect(card(bPage, review).locator(`time[datetime="${plus1}"]`)).toBeVisible();
  expect(await savedDueDate(request, b, review._id)).toBe(plus1);
  // Escape puts a picked-up chip back.
  await chipIn(aPage, plus1, review).press('Space');
  await untilDndListens(aPage);
  await aPage.keyboard.press('ArrowRight');
  await aPage.keyboard.press('Escape');
  await said(aPage, `Đã hủy kéo task ${review.title}.`);
  await expect(chipIn(aPage, plus1, review)).toBeVisible();

  // Enter opens the task's panel over the calendar, which the address keeps.
  await chipIn(aPage, plus3, launch).press('Enter');
  await expect(aPage).toHaveURL(new RegExp(`/projects/${project._id}/tasks/${launch._id}\\?.*view=calendar`));
  await expect(aPage.getByTestId('task-panel').getByRole('heading', { level: 2 })).toHaveText(launch.title);
  await expect(aPage.getByTestId('calendar')).toBeVisible();
  await aPage.keyboard.press('Escape');
  await expect(aPage.getByTestId('task-panel')).toHaveCount(0);

  // At 375 px each day shows dots; a tap lists that day's tasks below, which open as on a wide screen.
  await aPage.setViewportSize({ width: 375, height: 740 });
  await expect(chipIn(aPage, plus3, launch)).toBeHidden();
  await dayCell(aPage, plus3).getByRole('button').first().click();
  const agenda = aPage.getByTestId('calendar-agenda');
  await expect(agenda.getByTestId('calendar-agenda-chip')).toHaveText([new RegExp(launch.title)]);
  expect(await aPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await agenda.getByTestId('calendar-agenda-chip').click();
  await expect(aPage.getByTestId('task-panel').getByRole('heading', { level: 2 })).toHaveText(launch.title);

  await aPage.context().close();
  await bPage.context().close();
});

test('the board’s filters go along to the calendar, which counts the days shown and hides the rest; a chip still drags; the phone’s Filters sheet', async ({
  browser,
  request,
}) => {
  const owner = await registerByApi(request, newUser('loc'));
  const project = await createProjectByApi(request, owner.token, { name: unique('Lịch có bộ lọc') });
  // Whatever today is, this month's grid shows the next three days (it runs at least five days past the month).
  const [plus1, plus2, plus3] = [1, 2, 3].map(localDay) as [string, string, string];
  const launch = await createTaskByApi(request, owner.token, project._id, {
    title: unique('Ra mắt'),
    priority: 'high',
    dueDate: plus1,
  });
  const cleanup = await createTaskByApi(request, owner.token, project._id, {
    title: unique('Dọn dẹp'),
    priority: 'low',
    dueDate: plus2,
  });
  await createTaskByApi(request, owner.token, project._id, { title: unique('Không hạn'), priority: 'high' });

  const page = await openBoardAs(browser, owner, project._id);
  await page.getByTestId('filter-priority').click();
  await page.getByRole('checkbox', { name: 'Cao', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('filter-count')).toHaveText('Hiển thị 2/3 task');

  // Board → Calendar: the same filter, counted over the tasks due on the days shown (the one without a date is not).
  await page.getByRole('link', { name: 'Lịch', exact: true }).click();
  await expect(page).toHaveURL(/view=calendar/);
  expect(new URL(page.url()).searchParams.getAll('priority')).toEqual(['high']);
  const count = page.getByTestId('filter-count');
  await expect(count).toHaveText('Hiển thị 1/2 task có hạn trong các ngày đang xem');
  await expect(chipIn(page, plus1, launch)).toBeVisible();
  await expect(chipIn(page, plus2, cleanup)).toHaveCount(0);
  await expect(page.getByTestId('filter-priority')).toContainText('1');

  // A shown chip still drags to another day.
  await dragWithMouse(page, chipIn(page, plus1, launch), dayCell(page, plus3));
  await expect(chipIn(page, plus3, launch)).toBeVisible();
  await expect.poll(() => savedDueDate(request, owner, launch._id)).toBe(plus3);

  // Calendar → Board keeps the filter too, but not the calendar's month or week.
  await page.getByRole('link', { name: 'Bảng', exact: true }).click();
  await expect(card(page, launch)).toBeVisible();
  await expect(card(page, cleanup)).toHaveCount(0);
  await expect(page.getByTestId('filter-count')).toHaveText('Hiển thị 2/3 task');
  const boardUrl = new URL(page.url());
  expect(boardUrl.searchParams.getAll('priority')).toEqual(['high']);
  expect(boardUrl.searchParams.has('view')).toBe(false);

  // At 375 px the calendar's Filters button opens its sheet; taking the filter off shows every task again.
  await page.getByRole('link', { name: 'Lịch', exact: true }).click();
  await page.setViewportSize({ width: 375, height: 740 });
  const open = page.getByTestId('filters-open');
  await expect(open).toHaveAccessibleName('Bộ lọc 1 mục đã chọn');
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Bộ lọc' });
  await sheet.getByRole('checkbox', { name: 'Cao', exact: true }).uncheck();
  await sheet
    .getByRole('button', { name: 'Hiển thị tất cả 2 task có hạn trong các ngày đang xem', exact: true })
    .click();
  await expect(sheet).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(count).toHaveCount(0);
  await dayCell(page, plus2).getByRole('button').first().click();
  await expect(page.getByTestId('calendar-agenda').getByTestId('calendar-agenda-chip')).toHaveText([
    new RegExp(cleanup.title),
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.context().close();
});

test('a chip moved by keyboard out of "this week" leaves the focus on its new day, hidden by the filter, and says so', async ({
  browser,
  request,
}) => {
  const owner = await registerByApi(request, newUser('kim'));
  const project = await createProjectByApi(request, owner.token, { name: unique('Lịch tuần này') });
  // Due today: in "this week" whatever day today is; a week on never is.
  const [today, weekOn] = [0, 7].map(localDay) as [string, string];
  const meeting = await createTaskByApi(request, owner.token, project._id, {
    title: unique('Họp nhóm'),
    dueDate: today,
  });
  const page = await openBoardAs(browser, owner, project._id, {
    path: `/projects?project=${project._id}&view=calendar&month=${monthShowing(today, weekOn)}&due=week`,
  });
  const count = page.getByTestId('filter-count');
  await expect(count).toHaveText('Hiển thị 1/1 task có hạn trong các ngày đang xem');

  const chip = chipIn(page, today, meeting);
  await chip.focus();
  await page.keyboard.press('Space');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await untilDndListens(page);
  await page.keyboard.press('ArrowDown');
  await said(page, `Task ${meeting.title} đang ở trên ngày ${dayName(weekOn)}.`);
  await page.keyboard.press('Space');

  // The filter hides it on its new day: the day's button has the focus, not the page's start.
  await expect(dayCell(page, weekOn).getByRole('button').first()).toBeFocused();
  await expect(page.getByTestId('calendar-chip').filter({ hasText: meeting.title })).toHaveCount(0);
  await expect(page.getByTestId('live-region')).toContainText(
    `Đã dời task ${meeting.title} sang ngày ${dayName(weekOn)}. Task không khớp bộ lọc nên giờ bị ẩn.`,
  );
  await expect(count).toHaveText('Hiển thị 0/1 task có hạn trong các ngày đang xem');
  await expect.poll(() => savedDueDate(request, owner, meeting._id)).toBe(weekOn);
  await page.context().close();
});
