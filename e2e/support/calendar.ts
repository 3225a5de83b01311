import type { Page } from '@playwright/test';
import type { TaskView } from '@teamhub/contracts';

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
