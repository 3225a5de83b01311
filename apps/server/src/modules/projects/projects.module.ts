import { WORKSPACE_LIMITS } from '@teamhub/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Realtime } from '../../realtime/socket-server.js';
import type { NotificationsServiceDeps } from '../notifications/notifications.service.js';
import { createProjectEvents } from './project-events.js';
import { createProjectInvitationsRepository } from './project-invitations.repository.js';
import type { ProjectsServiceDeps } from './projects.deps.js';
import { createProjectsRepository } from './projects.repository.js';
import { projectsRoutes } from './projects.routes.js';
import { registerProjectHandlers } from './projects.socket.js';
import { createTasksRepository } from './tasks.repository.js';

export interface ProjectsModuleOptions {
  db: Database;
  realtime: Pick<Realtime, 'projects'>;
  notifications: NotificationsServiceDeps;
  log: FastifyBaseLogger;
  /** Invitations one person may make per hour; WORKSPACE_LIMITS.projectInvitesPerHour unless told (tests raise it). */
  invitationsPerHour?: number;
  /**
   * Told of each new project invitation after its commit: with SMTP, the mailer tells the person (someone
   * without an account learns of it only this way). Nothing is mailed without it.
   */
  onInvitationCreated?: ProjectsServiceDeps['onInvitationCreated'];
}

/** The projects feature: its dependencies, the /projects socket commands, and the /api/projects routes to register. */
export function createProjectsModule(options: ProjectsModuleOptions) {
  const { db, realtime, notifications, log } = options;
  const deps: ProjectsServiceDeps = {
    db,
    projects: createProjectsRepository(db),
    tasks: createTasksRepository(db),
    invitations: createProjectInvitationsRepository(db),
    invitationLimits: {
      perHour: options.invitationsPerHour ?? WORKSPACE_LIMITS.projectInvitesPerHour,
      declinedBlockHours: WORKSPACE_LIMITS.declinedInviteBlockHours,
    },
    onInvitationCreated: options.onInvitationCreated,
    events: createProjectEvents(realtime.projects, log),
    notifications,
    logError: (error) => log.error({ err: error }, 'projects after-commit task failed'),
  };
  registerProjectHandlers(realtime.projects, deps.projects, (error) =>
    log.error({ err: error }, 'projects command failed'),
  );
  return {
    deps,
    routes: async (app: FastifyInstance) => projectsRoutes(app, deps),
  };
}
