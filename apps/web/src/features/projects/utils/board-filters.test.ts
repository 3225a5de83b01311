import { endOfWeek, foldText, taskFilter } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { taskFixture } from '../test-support/fixtures';
import {
  activeFilterCount,
  filterSearch,
  NO_FILTERS,
  parseBoardFilters,
  tagsOf,
  writeBoardFilters,
  type BoardFilters,
} from './board-filters';

const me = { _id: 'u-me', id: 'u-me', username: 'minh', avatar: '' };
const lan = { _id: 'u-lan', id: 'u-lan', username: 'lan', avatar: '' };
// Wednesday 2026-11-25: its ISO week runs to Sunday 2026-11-29.
const context = { me: me.id, today: '2026-11-25' };

const design = taskFixture({
  id: 'design',
  title: 'Thiết kế màn hình đăng nhập',
  priority: 'high',
  assignee: me,
  tags: ['ui', 'Đợt 2'],
  dueDate: '2026-11-20',
});
const api = taskFixture({
  id: 'api',
  title: 'API',
  description: 'Viết tài liệu',
  priority: 'low',
  assignee: lan,
  dueDate: '2026-11-29',
});
const idle = taskFixture({ id: 'idle', title: 'Dọn dẹp', priority: 'medium', tags: ['ui'] });
const finished = taskFixture({ id: 'finished', status: 'done', dueDate: '2026-11-01', assignee: me });
const later = taskFixture({ id: 'later', dueDate: '2026-11-30', assignee: lan });
const tasks = [design, api, idle, finished, later];

const shown = (filters: Partial<BoardFilters>) =>
  tasks.filter(taskFilter({ ...NO_FILTERS, ...filters }, context)).map((task) => task.id);

describe('foldText', () => {
  it('drops case and accents, and maps đ to d', () => {
    expect(foldText('Thiết Kế')).toBe('thiet ke');
    expect(foldText('ĐĂNG nhập đợt')).toBe('dang nhap dot');
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
  });
});

describe('taskFilter', () => {
  it('shows everything without filters', () => {
    expect(shown({})).toEqual(tasks.map((task) => task.id));
  });

  it('finds text without accents or case, in the title, description and tags, every word', () => {
    expect(shown({ text: 'thiet ke' })).toEqual(['design']);
    expect(shown({ text: 'DANG NHAP' })).toEqual(['design']);
    expect(shown({ text: 'tai lieu' })).toEqual(['api']);
    expect(shown({ text: 'dot 2' })).toEqual(['design']);
    expect(shown({ text: 'thiet tai' })).toEqual([]);
    expect(shown({ text: '   ' })).toHaveLength(tasks.length);
  });

  it('filters by assignee: me, nobody, a member, several (or)', () => {
    expect(shown({ assignee: ['me'] })).toEqual(['design', 'finished']);
    expect(shown({ assignee: ['none'] })).toEqual(['idle']);
    expect(shown({ assignee: [lan.id] })).toEqual(['api', 'later']);
    expect(shown({ assignee: ['none', lan.id] })).toEqual(['api', 'idle', 'later']);
    expect(tasks.filter(taskFilter({ ...NO_FILTERS, assignee: ['me'] }, { ...context, me: undefined }))).toEqual([]);
  });

  it('filters by priority and tag (or within a kind)', () => {
    expect(shown({ priority: ['high', 'low'] })).toEqual(['design', 'api']);
    expect(shown({ tag: ['ui'] })).toEqual(['design', 'idle']);
    expect(shown({ tag: ['Đợt 2', 'missing'] })).toEqual(['design']);
  });

  it("filters by due date in the viewer's week: overdue (open only), this week (to Sunday), none", () => {
    expect(shown({ due: ['overdue'] })).toEqual(['design']);
    expect(shown({ due: ['week'] })).toEqual(['api']);
    expect(shown({ due: ['none'] })).toEqual(['idle']);
    expect(shown({ due: ['overdue', 'week'] })).toEqual(['design', 'api']);
  });

  it('combines kinds with and', () => {
    expect(shown({ assignee: ['me'], priority: ['high'] })).toEqual(['design']);
    expect(shown({ assignee: ['me'], priority: ['low'] })).toEqual([]);
    expect(shown({ tag: ['ui'], text: 'don dep', priority: ['medium'] })).toEqual(['idle']);
  });
});

describe('endOfWeek', () => {
  it('is the Sunday of the ISO week (Monday start), today itself on a Sunday', () => {
    expect(endOfWeek('2026-11-23')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29');
    expect(endOfWeek('2026-12-28')).toBe('2027-01-03');
  });
});

describe('the address', () => {
  const filters: BoardFilters = {
    assignee: ['me', 'u-lan'],
    priority: ['high'],
    tag: ['Đợt 2', 'a&b'],
    due: ['overdue'],
    text: 'thiết kế',
  };

  it('round-trips through the search parameters and keeps the others', () => {
    const params = writeBoardFilters(new URLSearchParams('project=p1'), filters);
    expect(params.get('project')).toBe('p1');
    expect(parseBoardFilters(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(writeBoardFilters(params, NO_FILTERS).toString()).toBe('project=p1');
  });

  it('drops unknown and repeated values', () => {
    const parsed = parseBoardFilters(new URLSearchParams('priority=high&priority=urgent&priority=high&due=soon&tag='));
    expect(parsed).toEqual({ ...NO_FILTERS, priority: ['high'] });
  });

  it('carries only the filters along', () => {
    expect(filterSearch(new URLSearchParams('project=p1&priority=low&q=a'))).toBe('?priority=low&q=a');
    expect(filterSearch(new URLSearchParams('project=p1'))).toBe('');
  });

  it('counts the chosen values, the text as one', () => {
    expect(activeFilterCount(filters)).toBe(7);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });
});

describe('tagsOf', () => {
  it('lists each tag once, alphabetically', () => {
    expect(tagsOf(tasks)).toEqual(['Đợt 2', 'ui'].sort((a, b) => a.localeCompare(b)));
  });
});
