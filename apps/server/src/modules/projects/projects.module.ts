import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Realtime } from '../../realtime/socket-server.js';
import type { NotificationsServiceDeps } from '../notifications/notifications.service.js';
import { createProjectEvents } from './project-events.js';
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
}

/** The projects feature: its dependencies, the /projects socket commands, and the /api/projects routes to register. */
export function createProjectsModule({ db, realtime, notifications, log }: ProjectsModuleOptions) {
  const deps: ProjectsServiceDeps = {
    db,
    projects: createProjectsRepository(db),
    tasks: createTasksRepository(db),
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
