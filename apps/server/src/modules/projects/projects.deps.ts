import type { InviteRole, Language } from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import type { NotificationsServiceDeps } from '../notifications/notifications.service.js';
import type { ProjectInvitationsRepository } from './project-invitations.repository.js';
import type { ProjectEvents } from './project-events.js';
import type { ProjectsRepository } from './projects.repository.js';
import type { TaskAttachmentFiles } from './task-attachment-files.js';
import type { TaskAttachmentsRepository } from './task-attachments.repository.js';
import type { TaskActivityRepository } from './task-activity.repository.js';
import type { TaskChecklistRepository } from './task-checklist.repository.js';
import type { TaskCommentsRepository } from './task-comments.repository.js';
import type { TasksRepository } from './tasks.repository.js';
import type { TaskWatchersRepository } from './task-watchers.repository.js';

/** How many invitations one person may make per hour, and how long a declined one keeps its email out. */
export interface InvitationLimits {
  perHour: number;
  declinedBlockHours: number;
}

/**
 * A new invitation, once committed: what a mail telling the person needs. An account with the email got
 * a notification already; without one, only a mail can tell them (they find it after registering).
 */
export interface InvitationCreated {
  invitationId: string;
  email: string;
  hasAccount: boolean;
  role: InviteRole;
  project: { id: string; name: string };
  invitedBy: { id: string; username: string };
  /** The inviter's language: the best guess for someone the workspace does not know yet. */
  language: Language;
}

/** Everything the projects services use; built once in projects.module.ts. */
export interface ProjectsServiceDeps {
  db: Database;
  projects: ProjectsRepository;
  tasks: TasksRepository;
  checklist: TaskChecklistRepository;
  watchers: TaskWatchersRepository;
  attachments: TaskAttachmentsRepository;
  /** Uploaded attachments in private storage, their previews and link tokens. */
  attachmentFiles: TaskAttachmentFiles;
  comments: TaskCommentsRepository;
  /** A task's history and its timeline with the comments. */
  activity: TaskActivityRepository;
  invitations: ProjectInvitationsRepository;
  invitationLimits: InvitationLimits;
  /** Told of each new invitation after its commit (the mailer, with SMTP); a failure never fails the invite. */
  onInvitationCreated?: (invitation: InvitationCreated) => void | Promise<void>;
  events: ProjectEvents;
  /**
   * An invitation notifies the invitee, a task's change or comment those it concerns, in the same
   * transaction (notifications.service `notify`).
   */
  notifications: NotificationsServiceDeps;
  /** Where a failed after-commit push is reported; it never fails the action. */
  logError: (error: unknown) => void;
}
