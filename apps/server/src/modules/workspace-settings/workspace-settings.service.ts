import type { WorkspaceSettings, WorkspaceSettingsAnswer } from '@teamhub/contracts';
import type { SignupConfig } from '../../config.js';
import type { WorkspaceSettingsRow } from '../../db/schema/index.js';
import { conflict } from '../../lib/http-error.js';
import type { WorkspaceSettingsRepository } from './workspace-settings.repository.js';

type SettingName = WorkspaceSettingsAnswer['lockedByConfig'][number];

const sameDomains = (a: string[], b: string[]) => [...new Set(a)].sort().join() === [...new Set(b)].sort().join();

/**
 * The sign-up settings as they apply: the admin's choices from the database, except where the server's
 * configuration (SIGNUP_MODE, SIGNUP_EMAIL_DOMAINS) fixes one, which then wins and is shown locked.
 */
export function createWorkspaceSettingsService(repository: WorkspaceSettingsRepository, fixed: SignupConfig) {
  const lockedByConfig: SettingName[] = [
    ...(fixed.mode ? (['signupMode'] as const) : []),
    ...(fixed.emailDomains ? (['allowedEmailDomains'] as const) : []),
  ];
  const effective = (row: WorkspaceSettingsRow): WorkspaceSettings => ({
    // The database allows only the three modes.
    signupMode: fixed.mode ?? row.signupMode,
    allowedEmailDomains: fixed.emailDomains ?? row.allowedEmailDomains,
  });
  const answer = (row: WorkspaceSettingsRow): WorkspaceSettingsAnswer => ({ settings: effective(row), lockedByConfig });

  return {
    effective,
    async get(): Promise<WorkspaceSettingsAnswer> {
      return answer(await repository.read());
    },
    /** Saves the settings the configuration leaves open; 409 for a change to one it fixes (the same value is fine). */
    async put(body: WorkspaceSettings): Promise<WorkspaceSettingsAnswer> {
      if (fixed.mode && body.signupMode !== fixed.mode) throw conflict('workspace.settingLocked');
      if (fixed.emailDomains && !sameDomains(body.allowedEmailDomains, fixed.emailDomains)) {
        throw conflict('workspace.settingLocked');
      }
      await repository.update({
        ...(fixed.mode ? {} : { signupMode: body.signupMode }),
        ...(fixed.emailDomains ? {} : { allowedEmailDomains: [...new Set(body.allowedEmailDomains)] }),
      });
      return answer(await repository.read());
    },
  };
}

export type WorkspaceSettingsService = ReturnType<typeof createWorkspaceSettingsService>;
