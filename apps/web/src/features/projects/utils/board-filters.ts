import {
  NO_TASK_FILTERS,
  PRIORITIES,
  TASK_DUE_FILTERS,
  TASK_FILTER_TEXT_MAX,
  type TaskAssigneeFilter,
  type TaskFilters,
  type TaskView,
} from '@teamhub/contracts';

/**
 * The board's filters in the address. What they match is contracts' taskFilter, the rule the calendar
 * endpoints apply to the same parameters.
 */
export type BoardFilters = TaskFilters;
export type AssigneeFilter = TaskAssigneeFilter;

/** The address's parameters, one per value (`?priority=high&priority=low`): tags may hold any character but a comma. */
const PARAMS = { assignee: 'assignee', priority: 'priority', tag: 'tag', due: 'due', text: 'q' } as const;
const LIST_KINDS = ['assignee', 'priority', 'tag', 'due'] as const;

export const NO_FILTERS: BoardFilters = NO_TASK_FILTERS;

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
    due: list('due').filter(oneOf(TASK_DUE_FILTERS)),
    text: (params.get(PARAMS.text) ?? '').slice(0, TASK_FILTER_TEXT_MAX),
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

/** The tags on a project's cards, each once, in alphabetical order: the tag filter's choices. */
export function tagsOf(tasks: readonly TaskView[]): string[] {
  return unique(tasks.flatMap((task) => task.tags)).sort((a, b) => a.localeCompare(b));
}
