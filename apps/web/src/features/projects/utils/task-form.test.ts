import { describe, expect, it } from 'vitest';
import { taskFixture } from '../test-support/fixtures';
import { inviteEmailProblem } from './invite-form';
import { emptyTaskForm, parseHours, splitTags, taskToForm, toCreateBody, toUpdateBody } from './task-form';

const USER = '0b5e3b8e-6a44-4a6c-9a0e-6a1c7c9d2f10';

describe('splitTags', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(splitTags(' ui, api ,, ui ,  ')).toEqual(['ui', 'api']);
    expect(splitTags('')).toEqual([]);
  });
});

describe('parseHours', () => {
  it('accepts whole hours 1 to 999, empty is null', () => {
    expect(parseHours('')).toBeNull();
    expect(parseHours(' 8 ')).toBe(8);
    expect(parseHours('1')).toBe(1);
    expect(parseHours('999')).toBe(999);
    expect(parseHours('0')).toBeUndefined();
    expect(parseHours('1000')).toBeUndefined();
    expect(parseHours('2.5')).toBeUndefined();
    expect(parseHours('abc')).toBeUndefined();
  });
});

describe('toCreateBody', () => {
  it('trims, splits tags, sends no assignee as null and empty hours as null', () => {
    const result = toCreateBody({ ...emptyTaskForm('review'), title: '  Fix login  ', tags: 'a, b,' }, 'vi');
    expect(result).toEqual({
      ok: true,
      body: {
        title: 'Fix login',
        description: '',
        priority: 'medium',
        status: 'review',
        dueDate: null,
        estimatedHours: null,
        tags: ['a', 'b'],
        assignee: null,
      },
    });
  });

  it('refuses a blank title and out-of-range hours, in the reader’s language', () => {
    expect(toCreateBody({ ...emptyTaskForm(), title: '   ' }, 'vi')).toEqual({
      ok: false,
      message: 'Vui lòng nhập tên task',
    });
    const hours = toCreateBody({ ...emptyTaskForm(), title: 'x', estimatedHours: '1000' }, 'en');
    expect(hours.ok).toBe(false);
    const zero = toCreateBody({ ...emptyTaskForm(), title: 'x', estimatedHours: '0' }, 'vi');
    expect(zero.ok).toBe(false);
  });

  it('carries the chat message a task is made from', () => {
    const source = { conversationId: USER, messageId: USER };
    const result = toCreateBody({ ...emptyTaskForm(), title: 'x' }, 'vi', source);
    expect(result.ok && result.body.sourceMessage).toEqual(source);
  });
});

describe('toUpdateBody', () => {
  const task = taskFixture({
    id: 't1',
    title: 'Write spec',
    tags: ['doc'],
    estimatedHours: 4,
    assignee: { _id: USER, id: USER, username: 'lan', avatar: '' },
  });

  it('sends only the changed fields', () => {
    const values = { ...taskToForm(task), title: 'Write the spec', tags: 'doc,  api' };
    expect(toUpdateBody(task, values, 'vi')).toEqual({
      ok: true,
      body: { title: 'Write the spec', tags: ['doc', 'api'] },
    });
    expect(toUpdateBody(task, taskToForm(task), 'vi')).toEqual({ ok: true, body: {} });
  });

  it('turns an emptied estimate and assignee into null', () => {
    const values = { ...taskToForm(task), estimatedHours: '', assignee: '' };
    expect(toUpdateBody(task, values, 'vi')).toEqual({ ok: true, body: { estimatedHours: null, assignee: null } });
  });

  it('refuses hours out of 1–999 and a blank title', () => {
    expect(toUpdateBody(task, { ...taskToForm(task), estimatedHours: '1000' }, 'en').ok).toBe(false);
    expect(toUpdateBody(task, { ...taskToForm(task), title: '  ' }, 'en')).toEqual({
      ok: false,
      message: 'Task title is required',
    });
  });
});

describe('inviteEmailProblem', () => {
  it('asks for an email, then for an at sign', () => {
    expect(inviteEmailProblem('   ')).toBe('emailRequired');
    expect(inviteEmailProblem('lan.example.com')).toBe('emailInvalid');
    expect(inviteEmailProblem(' lan@example.com ')).toBeNull();
  });
});
