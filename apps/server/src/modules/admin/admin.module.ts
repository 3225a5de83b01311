import type { FastifyBaseLogger } from 'fastify';
import type { AppModule } from '../app-module.js';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { SessionControl } from '../sessions/session-control.js';
import type { WorkspaceSettingsModule } from '../workspace-settings/workspace-settings.module.js';
import { createAdminMembersRepository } from './admin-members.repository.js';
import { adminRoutes } from './admin.routes.js';

export interface AdminModuleOptions {
  db: Database;
  workspace: WorkspaceSettingsModule;
  sessions: Pick<SessionControl, 'endAllOf'>;
  now: () => Date;
  log: FastifyBaseLogger;
  mailer: Mailer | undefined;
  appUrl: string | undefined;
}

/** The admin screen's API (/api/admin): members, sign-up settings, invite links. */
export function createAdminModule({ db, workspace, sessions, now, log, mailer, appUrl }: AdminModuleOptions) {
  const members = {
    db,
    members: createAdminMembersRepository(db),
    sessions,
    logError: (error: unknown) => log.error({ err: error }, 'ending a deactivated member’s sessions failed'),
  };
  const mail = mailer && appUrl ? { mailer, appUrl } : undefined;
  const invites = { invites: workspace.invites, now, mail, log };
  const routes = { members, invites, settings: workspace.settings, appUrl };
  return { routes: [{ prefix: '/api/admin', plugin: async (app) => adminRoutes(app, routes) }] } satisfies AppModule;
}
