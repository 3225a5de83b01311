import type { ProjectView, TaskView } from '@teamhub/contracts';

/** A task as the server presents it; `overrides` change what a test is about. */
export function taskFixture(overrides: Partial<TaskView> & Pick<TaskView, 'id'>): TaskView {
  return {
    _id: overrides.id,
    projectId: 'p1',
    title: `Task ${overrides.id}`,
    description: '',
    priority: 'medium',
    status: 'todo',
    dueDate: null,
    tags: [],
    estimatedHours: null,
    assignee: null,
    position: 'a0',
    isNew: false,
    createdBy: null,
    sourceMessage: null,
    checklistDone: 0,
    checklistTotal: 0,
    recurrence: null,
    attachmentCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function projectFixture(overrides: Partial<ProjectView> & Pick<ProjectView, 'id'>): ProjectView {
  return {
    _id: overrides.id,
    name: `Project ${overrides.id}`,
    description: '',
    category: 'web',
    priority: 'medium',
    deadline: null,
    owner: { _id: 'user-1', id: 'user-1', username: 'minh', avatar: '' },
    myRole: 'owner',
    membersCount: 1,
    wipLimits: { todo: null, in_progress: null, review: null, done: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
