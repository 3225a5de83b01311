import type { Database } from '../../db/database.js';
import type { NotificationsServiceDeps } from '../notifications/notifications.service.js';
import type { ProjectEvents } from './project-events.js';
import type { ProjectsRepository } from './projects.repository.js';
import type { TasksRepository } from './tasks.repository.js';

/** Everything the projects services use; built once in projects.module.ts. */
export interface ProjectsServiceDeps {
  db: Database;
  projects: ProjectsRepository;
  tasks: TasksRepository;
  events: ProjectEvents;
  /** An invitation notifies the invitee in the same transaction (notifications.service `notify`). */
  notifications: NotificationsServiceDeps;
  /** Where a failed after-commit push is reported; it never fails the action. */
  logError: (error: unknown) => void;
}
