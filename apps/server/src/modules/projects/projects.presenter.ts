import type { MyTaskView, ProjectMemberView, ProjectView, TaskView } from '@teamhub/contracts';
import type { MemberRecord, MemberUser, MyTaskRecord, ProjectRecord, TaskRecord } from './project-records.js';

/** A task created less than this long ago is marked new on its card. */
const NEW_TASK_MS = 24 * 60 * 60 * 1000;

export const presentUser = (user: MemberUser) => ({
  _id: user.id,
  id: user.id,
  username: user.username,
  avatar: user.avatar,
});

export function presentProject(record: ProjectRecord): ProjectView {
  return {
    _id: record.id,
    id: record.id,
    name: record.name,
    description: record.description,
    category: record.category,
    priority: record.priority,
    deadline: record.deadline,
    owner: presentUser(record.owner),
    myRole: record.myRole,
    membersCount: record.membersCount,
    wipLimits: record.wipLimits,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export const presentMember = (record: MemberRecord): ProjectMemberView => ({
  ...presentUser(record),
  role: record.role,
  joinedAt: record.joinedAt.toISOString(),
});

export function presentTask(record: TaskRecord, now: Date = new Date()): TaskView {
  return {
    _id: record.id,
    id: record.id,
    projectId: record.projectId,
    title: record.title,
    description: record.description,
    priority: record.priority,
    status: record.status,
    dueDate: record.dueDate,
    tags: record.tags,
    estimatedHours: record.estimatedHours,
    assignee: record.assignee ? presentUser(record.assignee) : null,
    position: record.position,
    isNew: now.getTime() - record.createdAt.getTime() < NEW_TASK_MS,
    createdBy: record.createdBy,
    sourceMessage:
      record.sourceConversationId && record.sourceMessageId
        ? { conversationId: record.sourceConversationId, messageId: record.sourceMessageId }
        : null,
    checklistDone: record.checklistDone,
    checklistTotal: record.checklistTotal,
    recurrence: record.recurrence,
    attachmentCount: record.attachmentCount,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export const presentMyTask = (record: MyTaskRecord): MyTaskView => ({
  ...presentTask(record),
  project: { _id: record.projectId, id: record.projectId, name: record.projectName, category: record.projectCategory },
});
