import { PRIORITIES, type Priority, type TaskView } from '@teamhub/contracts';

export const DUE_FILTERS = ['overdue', 'week', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** An assignee filter's value: the viewer, nobody, or a member's id. */
export type AssigneeFilter = 'me' | 'none' | (string & {});

/** The board's filters: AND across kinds, OR within one; an empty list (or text) does not filter. */
export interface BoardFilters {
  assignee: AssigneeFilter[];
  priority: Priority[];
  tag: string[];
  due: DueFilter[];
  text: string;
}

/** The address's parameters, one per value (`?priority=high&priority=low`): tags may hold any character but a comma. */
const PARAMS = { assignee: 'assignee', priority: 'priority', tag: 'tag', due: 'due', text: 'q' } as const;
const LIST_KINDS = ['assignee', 'priority', 'tag', 'due'] as const;
const MAX_TEXT = 200;

export const NO_FILTERS: BoardFilters = { assignee: [], priority: [], tag: [], due: [], text: '' };

const unique = <T>(values: T[]): T[] => [...new Set(values)];
const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string): value is T =>
    (allowed as readonly string[]).includes(value);

/** The filters an address names; unknown values are left out (an old or hand-edited link still opens). */
export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  const list = (kind: (typeof LIST_KINDS)[number]) =>
    unique(
      params
        .getAll(PARAMS[kind])
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    );
  return {
    assignee: list('assignee'),
    priority: list('priority').filter(oneOf(PRIORITIES)),
    tag: list('tag'),
    due: list('due').filter(oneOf(DUE_FILTERS)),
    text: (params.get(PARAMS.text) ?? '').slice(0, MAX_TEXT),
  };
}

/** `params` with its filter parameters replaced by `filters` (the others, like `?project=`, kept). */
export function writeBoardFilters(params: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAMS)) next.delete(name);
  for (const kind of LIST_KINDS) for (const value of filters[kind]) next.append(PARAMS[kind], value);
  if (filters.text.trim() !== '') next.set(PARAMS.text, filters.text);
  return next;
}

/** Only the filter parameters of `params`, as `?…` (or ''): what the board and a task's panel carry along. */
export function filterSearch(params: URLSearchParams): string {
  const only = writeBoardFilters(new URLSearchParams(), parseBoardFilters(params)).toString();
  return only === '' ? '' : `?${only}`;
}

/** How many values are chosen across the kinds (the text counts as one): the phone's "Filters (3)". */
export function activeFilterCount(filters: BoardFilters): number {
  return LIST_KINDS.reduce((sum, kind) => sum + filters[kind].length, filters.text.trim() === '' ? 0 : 1);
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

export interface FilterContext {
  /** The viewer's id (the "me" assignee). */
  me: string | undefined;
  /** The viewer's local today, 'YYYY-MM-DD'. */
  today: string;
}

const matchesDue = (task: TaskView, due: DueFilter, today: string) => {
  if (due === 'none') return task.dueDate === null;
  if (task.dueDate === null) return false;
  // As the card marks it: a finished task is not overdue.
  if (due === 'overdue') return task.dueDate < today && task.status !== 'done';
  return task.dueDate >= today && task.dueDate <= endOfWeek(today);
};

const matchesAssignee = (task: TaskView, assignee: AssigneeFilter, me: string | undefined) => {
  if (assignee === 'none') return task.assignee === null;
  const id = assignee === 'me' ? me : assignee;
  return id !== undefined && task.assignee?.id === id;
};

/** A predicate for the board's cards under `filters`; the folded text is computed once, not per card. */
export function taskFilter(filters: BoardFilters, context: FilterContext): (task: TaskView) => boolean {
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

/** The tags on a project's cards, each once, in alphabetical order: the tag filter's choices. */
export function tagsOf(tasks: readonly TaskView[]): string[] {
  return unique(tasks.flatMap((task) => task.tags)).sort((a, b) => a.localeCompare(b));
}
