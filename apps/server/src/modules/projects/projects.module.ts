import { WORKSPACE_LIMITS } from '@teamhub/contracts';
import { sendInBackground } from '../mail/mailer.js';
import type { AppCore, AppModule } from '../app-module.js';
import type { NotificationsServiceDeps } from '../notifications/notifications.service.js';
import { invitationMail } from './invitation-mail.js';
import { createProjectEvents } from './project-events.js';
import { createProjectInvitationsRepository } from './project-invitations.repository.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { createProjectsRepository } from './projects.repository.js';
import { projectsRoutes } from './projects.routes.js';
import { registerProjectHandlers } from './projects.socket.js';
import { createTaskAttachmentFiles } from './task-attachment-files.js';
import { taskAttachmentFileOwners } from './task-attachment-sweep.js';
import { createTaskAttachmentsRepository } from './task-attachments.repository.js';
import { createTaskChecklistRepository } from './task-checklist.repository.js';
import { createTaskWatchersRepository } from './task-watchers.repository.js';
import { taskActivityRepository } from './task-activity.repository.js';
import { taskCommentsRepository } from './task-comments.repository.js';
import { createTasksRepository } from './tasks.repository.js';

export interface ProjectsModuleOptions extends Pick<
  AppCore,
  'db' | 'realtime' | 'log' | 'mailer' | 'appUrl' | 'files' | 'jwtSecret'
> {
  notifications: NotificationsServiceDeps;
  /** Invitations one person may make per hour; WORKSPACE_LIMITS.projectInvitesPerHour unless told (tests raise it). */
  invitationsPerHour?: number;
  /** Told of each new project invitation after its commit, after its mail (tests listen here). */
  onInvitationCreated?: ProjectsServiceDeps['onInvitationCreated'];
}

/**
 * The projects feature: the /api/projects routes, the /projects socket commands, and `deps` for the
 * account feature. With SMTP, each new invitation is also mailed after its commit (someone without
 * an account learns of it only this way); the mail never fails the invitation.
 */
export function createProjectsModule(options: ProjectsModuleOptions) {
  const { db, realtime, notifications, log, mailer, appUrl } = options;
  const onInvitationCreated: ProjectsServiceDeps['onInvitationCreated'] = async (invitation) => {
    if (mailer && appUrl) sendInBackground(mailer, invitationMail(invitation, appUrl), log, 'project invitation');
    await options.onInvitationCreated?.(invitation);
  };
  const deps: ProjectsServiceDeps = {
    db,
    projects: createProjectsRepository(db),
    tasks: createTasksRepository(db),
    checklist: createTaskChecklistRepository(db),
    watchers: createTaskWatchersRepository(db),
    attachments: createTaskAttachmentsRepository(db),
    attachmentFiles: createTaskAttachmentFiles(
      options.files.privateStorage,
      options.files.temp,
      options.jwtSecret,
      log,
    ),
    comments: taskCommentsRepository,
    activity: taskActivityRepository,
    invitations: createProjectInvitationsRepository(db),
    invitationLimits: {
      perHour: options.invitationsPerHour ?? WORKSPACE_LIMITS.projectInvitesPerHour,
      declinedBlockHours: WORKSPACE_LIMITS.declinedInviteBlockHours,
    },
    onInvitationCreated,
    events: createProjectEvents(realtime.projects, log),
    notifications,
    logError: (error) => log.error({ err: error }, 'projects after-commit task failed'),
  };
  const module = {
    routes: [{ prefix: '/api/projects', plugin: async (app) => projectsRoutes(app, deps) }],
    registerSockets: () =>
      registerProjectHandlers(realtime.projects, deps.projects, (error) =>
        log.error({ err: error }, 'projects command failed'),
      ),
    fileOwners: taskAttachmentFileOwners(deps.attachments, options.files.privateStorage),
  } satisfies AppModule;
  return { ...module, deps };
}
