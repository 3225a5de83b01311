import type { Priority } from './projects.js';

/**
 * The board's filters (issue 31), one rule for the web's board and calendars and for the calendar
 * endpoints' query: AND across kinds, OR within one; an empty list (or text) does not filter.
 */
export const TASK_DUE_FILTERS = ['overdue', 'week', 'none'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

/** An assignee filter's value: the viewer, nobody, or a member's id. */
export type TaskAssigneeFilter = 'me' | 'none' | (string & {});

export interface TaskFilters {
  assignee: TaskAssigneeFilter[];
  priority: Priority[];
  tag: string[];
  due: TaskDueFilter[];
  text: string;
}

/** The longest filter text kept (the address's `q`). */
export const TASK_FILTER_TEXT_MAX = 200;

export const NO_TASK_FILTERS: TaskFilters = { assignee: [], priority: [], tag: [], due: [], text: '' };

/** What a filter reads of a task: the board's cards and the calendars' tasks alike. */
export interface FilterableTask {
  title: string;
  description: string;
  tags: string[];
  priority: Priority;
  status: string;
  dueDate: string | null;
  assignee: { id: string } | null;
}

export interface TaskFilterContext {
  /** The viewer's id (the "me" assignee). */
  me: string | undefined;
  /** The viewer's today, 'YYYY-MM-DD' (overdue, this week). */
  today: string;
}

/**
 * Text for matching without case or accents: NFD splits "ế" into "e" and its marks, which are dropped;
 * "đ" is a letter of its own (no decomposition), so it is mapped to "d" by hand.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** The last day of the ISO week (Monday to Sunday) that holds `today` ('YYYY-MM-DD'). */
export function endOfWeek(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const toSunday = (7 - date.getUTCDay()) % 7;
  date.setUTCDate(date.getUTCDate() + toSunday);
  return date.toISOString().slice(0, 10);
}

const matchesDue = (task: FilterableTask, due: TaskDueFilter, today: string) => {
  if (due === 'none') return task.dueDate === null;
  if (task.dueDate === null) return false;
  // As the card marks it: a finished task is not overdue.
  if (due === 'overdue') return task.dueDate < today && task.status !== 'done';
  return task.dueDate >= today && task.dueDate <= endOfWeek(today);
};

const matchesAssignee = (task: FilterableTask, assignee: TaskAssigneeFilter, me: string | undefined) => {
  if (assignee === 'none') return task.assignee === null;
  const id = assignee === 'me' ? me : assignee;
  return id !== undefined && task.assignee?.id === id;
};

/** A predicate for tasks under `filters`; the folded text is computed once, not per task. */
export function taskFilter(filters: TaskFilters, context: TaskFilterContext): (task: FilterableTask) => boolean {
  const words = foldText(filters.text).split(/\s+/).filter(Boolean);
  return (task) => {
    if (filters.assignee.length > 0 && !filters.assignee.some((value) => matchesAssignee(task, value, context.me))) {
      return false;
    }
    if (filters.priority.length > 0 && !filters.priority.includes(task.priority)) return false;
    if (filters.tag.length > 0 && !task.tags.some((tag) => filters.tag.includes(tag))) return false;
    if (filters.due.length > 0 && !filters.due.some((value) => matchesDue(task, value, context.today))) return false;
    if (words.length === 0) return true;
    // Every word somewhere in the title, description or tags: "thiet ke api" finds "Thiết kế … #api".
    const haystack = foldText([task.title, task.description, ...task.tags].join('\n'));
    return words.every((word) => haystack.includes(word));
  };
}
