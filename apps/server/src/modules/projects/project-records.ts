import type { Priority, ProjectCategory, ProjectRole, Recurrence, TaskStatus, WipLimits } from '@teamhub/contracts';

/** What the role rules need to know about the caller (or another member) in one project. */
export interface Membership {
  projectId: string;
  userId: string;
  role: ProjectRole;
}

/** A user as the board shows them: assignee, owner, member. */
export interface MemberUser {
  id: string;
  username: string;
  avatar: string;
}

/** A project as one member sees it (their role), with its owner and member count. */
export interface ProjectRecord {
  id: string;
  name: string;
  description: string;
  category: ProjectCategory;
  priority: Priority;
  deadline: string | null;
  wipLimits: WipLimits;
  createdAt: Date;
  updatedAt: Date;
  owner: MemberUser;
  myRole: ProjectRole;
  membersCount: number;
}

export interface MemberRecord extends MemberUser {
  role: ProjectRole;
  joinedAt: Date;
}

export interface TaskRecord {
  id: string;
  projectId: string;
  title: string;
  description: string;
  priority: Priority;
  status: TaskStatus;
  dueDate: string | null;
  tags: string[];
  estimatedHours: number | null;
  assignee: MemberUser | null;
  position: string;
  createdBy: string | null;
  sourceConversationId: string | null;
  sourceMessageId: string | null;
  checklistDone: number;
  checklistTotal: number;
  recurrence: Recurrence | null;
  attachmentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface MyTaskRecord extends TaskRecord {
  projectName: string;
  projectCategory: ProjectCategory;
}
