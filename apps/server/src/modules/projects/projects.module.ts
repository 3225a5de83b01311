import { TASK_REMINDERS, WORKSPACE_LIMITS } from '@teamhub/contracts';
import { createIntervalRunner } from '../../lib/interval-runner.js';
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
import { createTaskRemindersRepository } from './task-reminders.repository.js';
import { sendTaskReminders } from './task-reminders.js';
import { createTaskWatchersRepository } from './task-watchers.repository.js';
import { taskActivityRepository } from './task-activity.repository.js';
import { taskCommentsRepository } from './task-comments.repository.js';
import { createTasksRepository } from './tasks.repository.js';

export interface ProjectsModuleOptions extends Pick<
  AppCore,
  'db' | 'realtime' | 'log' | 'mailer' | 'appUrl' | 'files' | 'jwtSecret' | 'runGate' | 'now'
> {
  notifications: NotificationsServiceDeps;
  /** Invitations one person may make per hour; WORKSPACE_LIMITS.projectInvitesPerHour unless told (tests raise it). */
  invitationsPerHour?: number;
  /** Told of each new project invitation after its commit, after its mail (tests listen here). */
  onInvitationCreated?: ProjectsServiceDeps['onInvitationCreated'];
  /** How often reminders are looked for; TASK_REMINDERS.intervalMs unless told (the browser tests' server looks often). */
  reminderIntervalMs?: number;
}

/** The zone of members who saved none yet: the server's own (TZ). */
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The projects feature: the /api/projects routes, the /projects socket commands, due-date reminders
 * (on a timer, once per period across processes, and at start to catch up; `sendReminders` runs a
 * look now), and `deps` for the account feature. With SMTP, each new invitation is also mailed after its commit (someone without
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
  const reminderDeps = {
    db,
    reminders: createTaskRemindersRepository(db),
    notifications,
    defaultTimeZone: serverTimeZone(),
    logError: deps.logError,
  };
  const sendReminders = (now: Date = options.now()) => sendTaskReminders(reminderDeps, now);
  const reminderIntervalMs = options.reminderIntervalMs ?? TASK_REMINDERS.intervalMs;
  const timedReminders = async () => {
    if (await options.runGate('task-reminders', reminderIntervalMs)) await sendReminders();
  };
  const reportReminders = (error: unknown) => log.error({ err: error }, 'task reminders failed');
  const reminderRunner = createIntervalRunner(timedReminders, reminderIntervalMs, reportReminders);
  const module = {
    routes: [{ prefix: '/api/projects', plugin: async (app) => projectsRoutes(app, deps) }],
    onReady: async () => {
      // What fell due while no process was running goes now, not one period later.
      await timedReminders().catch(reportReminders);
      reminderRunner.start();
    },
    onClose: () => reminderRunner.stop(),
    registerSockets: () =>
      registerProjectHandlers(realtime.projects, deps.projects, (error) =>
        log.error({ err: error }, 'projects command failed'),
      ),
    fileOwners: taskAttachmentFileOwners(deps.attachments, options.files.privateStorage),
  } satisfies AppModule;
  return { ...module, deps, sendReminders };
}
