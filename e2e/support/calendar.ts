import type { Page } from '@playwright/test';
import { endOfWeek, type TaskView } from '@teamhub/contracts';

/** The browser's today (it runs on this machine, in its time zone) `offset` days on, 'YYYY-MM-DD'. */
export function localDay(offset: number): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  return day.toISOString().slice(0, 10);
}

/** A calendar's cell of `day`. */
export const dayCell = (page: Page, day: string) => page.locator(`[data-testid="calendar-day"][data-day="${day}"]`);

/** `task`'s chip in the cell of `day`. */
export const chipIn = (page: Page, day: string, task: Pick<TaskView, '_id'>) =>
  dayCell(page, day).locator(`[data-testid="calendar-chip"][data-task-id="${task._id}"]`);

/**
 * The month ('YYYY-MM') whose grid shows both `day` and `weekOn`, a week later: `day`'s, unless the next
 * month starts in `day`'s week (its grid then starts with that week, and `day`'s may end before `weekOn`).
 */
export function monthShowing(day: string, weekOn: string): string {
  const first = `${weekOn.slice(0, 7)}-01`;
  return first > day && first <= endOfWeek(day) ? weekOn.slice(0, 7) : day.slice(0, 7);
}
