import type { TaskTimelineEntry } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { activityLineText, markMentions } from './activity-line';

const actor = { _id: 'u1', id: 'u1', username: 'an', avatar: '' };
const entry = (type: TaskTimelineEntry['type'], from: TaskTimelineEntry['from'], to: TaskTimelineEntry['to']) =>
  ({ _id: 'e', id: 'e', type, actor, from, to, comment: null, createdAt: '2026-11-28T00:00:00.000Z' }) as const;
const words = {
  status: (status: string) => `S:${status}`,
  priority: (priority: string) => `P:${priority}`,
  date: (day: string) => `D:${day}`,
};

describe('activityLineText', () => {
  it('words status, priority and title changes with both values', () => {
    expect(activityLineText(entry('status', 'todo', 'in_progress'), words)).toEqual({
      key: 'projects.activity.status',
      values: { name: 'an', from: 'S:todo', to: 'S:in_progress' },
    });
    expect(activityLineText(entry('priority', 'low', 'high'), words).values).toEqual({
      name: 'an',
      from: 'P:low',
      to: 'P:high',
    });
    expect(activityLineText(entry('title', 'A', 'B'), words).key).toBe('projects.activity.title');
    expect(activityLineText(entry('created', null, 'A'), words)).toEqual({
      key: 'projects.activity.created',
      values: { name: 'an' },
    });
  });

  it('has sentences of their own for a due date set or cleared and an assignee added, changed or removed', () => {
    expect(activityLineText(entry('dueDate', null, '2026-12-01'), words)).toMatchObject({
      key: 'projects.activity.dueDateSet',
      values: { to: 'D:2026-12-01' },
    });
    expect(activityLineText(entry('dueDate', '2026-12-01', '2026-12-03'), words).key).toBe('projects.activity.dueDate');
    expect(activityLineText(entry('dueDate', '2026-12-01', null), words).key).toBe('projects.activity.dueDateCleared');
    const binh = { id: 'u2', username: 'binh' };
    const chi = { id: 'u3', username: 'chi' };
    expect(activityLineText(entry('assignee', null, binh), words)).toMatchObject({
      key: 'projects.activity.assigned',
      values: { to: 'binh' },
    });
    expect(activityLineText(entry('assignee', binh, chi), words)).toMatchObject({
      key: 'projects.activity.reassigned',
      values: { from: 'binh', to: 'chi' },
    });
    expect(activityLineText(entry('assignee', binh, null), words)).toMatchObject({
      key: 'projects.activity.unassigned',
      values: { from: 'binh' },
    });
  });
});

describe('markMentions', () => {
  it('turns each mention into a #mention link, escaping markdown in the name', () => {
    const text = 'Hi @an_tuan and @binh!';
    expect(
      markMentions(text, [
        { index: 3, length: 8 },
        { index: 16, length: 5 },
      ]),
    ).toBe('Hi [@an\\_tuan](#mention) and [@binh](#mention)!');
    expect(markMentions('plain', [])).toBe('plain');
  });
});
