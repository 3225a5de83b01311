import {
  adminUserAnswerSchema,
  adminUsersQuerySchema,
  createdInviteAnswerSchema,
  inviteAnswerSchema,
  invitesAnswerSchema,
} from './admin.js';
import { defineEndpoints } from './endpoint.js';
import {
  adminUserPatchSchema,
  adminUsersAnswerSchema,
  createInviteBodySchema,
  workspaceSettingsAnswerSchema,
  workspaceSettingsSchema,
} from './workspace.js';

/** /api/admin: the workspace's members, sign-up settings and invite links (a member's reset link: passwords). */
export const adminEndpoints = defineEndpoints({
  'GET /api/admin/users': { query: adminUsersQuerySchema, data: adminUsersAnswerSchema },
  'PATCH /api/admin/users/:id': { body: adminUserPatchSchema, data: adminUserAnswerSchema, withMessage: true },
  'GET /api/admin/settings': { data: workspaceSettingsAnswerSchema },
  'PUT /api/admin/settings': { body: workspaceSettingsSchema, data: workspaceSettingsAnswerSchema, withMessage: true },
  'GET /api/admin/invites': { data: invitesAnswerSchema },
  'POST /api/admin/invites': {
    body: createInviteBodySchema,
    status: 201,
    data: createdInviteAnswerSchema,
    withMessage: true,
  },
  'DELETE /api/admin/invites/:id': { data: inviteAnswerSchema, withMessage: true },
});
