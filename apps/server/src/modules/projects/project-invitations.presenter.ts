import type { MyInvitation, ProjectInvitation } from '@teamhub/contracts';
import type { MyInvitationRecord, ProjectInvitationRecord } from './project-invitations.repository.js';

export const presentProjectInvitation = (record: ProjectInvitationRecord): ProjectInvitation => ({
  id: record.id,
  email: record.email,
  role: record.role,
  invitedBy: record.invitedBy,
  createdAt: record.createdAt.toISOString(),
});

export const presentMyInvitation = (record: MyInvitationRecord): MyInvitation => ({
  id: record.id,
  project: record.project,
  invitedBy: record.invitedBy,
  role: record.role,
  createdAt: record.createdAt.toISOString(),
});
