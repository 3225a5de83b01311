import type { AppModule } from '../app-module.js';
import type { SignupConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createSignupGate } from './signup-gate.js';
import { signupInfoRoutes } from './signup-info.routes.js';
import { createWorkspaceInvitesRepository } from './workspace-invites.repository.js';
import { createWorkspaceSettingsRepository } from './workspace-settings.repository.js';
import { createWorkspaceSettingsService } from './workspace-settings.service.js';

export interface WorkspaceSettingsModuleOptions {
  db: Database;
  /** Sign-up rules fixed by the server's configuration. */
  fixed: SignupConfig;
  now: () => Date;
  /** Whether password-reset links can be mailed (SMTP configured). */
  passwordResetByEmail: boolean;
}

/**
 * The workspace's sign-up rules: its settings (as the configuration leaves them to the admin), invite links,
 * the gate registration goes through, and GET /api/auth/signup-info to register.
 */
export function createWorkspaceSettingsModule({
  db,
  fixed,
  now,
  passwordResetByEmail,
}: WorkspaceSettingsModuleOptions) {
  const settingsRepository = createWorkspaceSettingsRepository(db);
  const invites = createWorkspaceInvitesRepository(db);
  const settings = createWorkspaceSettingsService(settingsRepository, fixed);
  const signup = createSignupGate({ db, settingsRepository, settings, invites, now, passwordResetByEmail });
  const module = {
    routes: [{ prefix: '/api/auth', plugin: async (app) => signupInfoRoutes(app, { signup }) }],
  } satisfies AppModule;
  return {
    ...module,
    settingsRepository,
    invites,
    settings,
    signup,
  };
}

export type WorkspaceSettingsModule = ReturnType<typeof createWorkspaceSettingsModule>;
