import type { FastifyBaseLogger } from 'fastify';
import type { AppModule } from '../app-module.js';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { SessionControl } from '../sessions/session-control.js';
import type { UsersRepository } from '../users/users.repository.js';
import { createPasswordsRepository } from './passwords.repository.js';
import { adminPasswordRoutes, passwordRoutes } from './passwords.routes.js';
import type { PasswordsDeps } from './passwords.service.js';

export interface PasswordsModuleOptions {
  db: Database;
  users: UsersRepository;
  sessions: SessionControl;
  /** The app's mailer (SMTP_URL), if any. */
  mailer: Mailer | undefined;
  /** APP_URL: links in mails use it (it is required with SMTP_URL); links an admin makes too, when set. */
  appUrl: string | undefined;
  /** Requests per minute per address (per account for a change), as for sign-in (AUTH_RATE_LIMIT_MAX). */
  rateLimitMax: number;
  log: FastifyBaseLogger;
}

/**
 * Passwords: change (signed in), forgot and reset (by mail) under /api/auth, and an admin's reset link
 * under /api/admin.
 */
export function createPasswordsModule({
  db,
  users,
  sessions,
  mailer,
  appUrl,
  rateLimitMax,
  log,
}: PasswordsModuleOptions) {
  if (mailer && !appUrl) throw new Error('APP_URL is required with SMTP_URL: links in mails are built from it');
  const deps: PasswordsDeps = {
    passwords: createPasswordsRepository(db),
    users,
    sessions,
    mail: mailer && appUrl ? { mailer, appUrl } : undefined,
    log,
  };
  return {
    routes: [
      { prefix: '/api/auth', plugin: async (app) => passwordRoutes(app, deps, rateLimitMax) },
      { prefix: '/api/admin', plugin: async (app) => adminPasswordRoutes(app, deps, appUrl) },
    ],
  } satisfies AppModule;
}
