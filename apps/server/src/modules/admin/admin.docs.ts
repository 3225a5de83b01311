import {
  adminUserAnswerSchema,
  adminUserPatchSchema,
  adminUsersAnswerSchema,
  adminUsersQuerySchema,
  createInviteBodySchema,
  createdInviteAnswerSchema,
  inviteAnswerSchema,
  invitesAnswerSchema,
  workspaceSettingsAnswerSchema,
  workspaceSettingsSchema,
} from '@teamhub/contracts';
import { documented, pathParams } from '../../lib/route-docs.js';

const tag = 'admin';
const adminOnly = 'Workspace administrators only: 403 for members.';

/** OpenAPI descriptions of /api/admin (admin.routes.ts). */
export const adminDocs = {
  listUsers: documented({
    tag,
    summary: 'Members, newest first: search by name or email, page with `cursor` (the answer’s `nextCursor`)',
    description: `${adminOnly} Deleted accounts are never listed.`,
    query: adminUsersQuerySchema,
    data: adminUsersAnswerSchema,
    errors: [400, 403],
  }),
  changeUser: documented({
    tag,
    summary: 'Change a member’s role or status (deactivate, reactivate)',
    description:
      `${adminOnly} Deactivation ends all of the member’s sessions at once. 409 when the change would leave ` +
      'the workspace without an active administrator.',
    params: pathParams('id'),
    body: adminUserPatchSchema,
    data: adminUserAnswerSchema,
    withMessage: true,
    errors: [400, 403, 404, 409],
  }),
  getSettings: documented({
    tag,
    summary: 'Sign-up settings, and which of them the server’s configuration fixes',
    description: adminOnly,
    data: workspaceSettingsAnswerSchema,
    errors: [403],
  }),
  putSettings: documented({
    tag,
    summary: 'Save the sign-up settings',
    description: `${adminOnly} 409 for a change to a setting fixed by SIGNUP_MODE or SIGNUP_EMAIL_DOMAINS.`,
    body: workspaceSettingsSchema,
    data: workspaceSettingsAnswerSchema,
    withMessage: true,
    errors: [400, 403, 409],
  }),
  listInvites: documented({
    tag,
    summary: 'Invite links, newest first, with their uses and state (never their tokens)',
    description: adminOnly,
    data: invitesAnswerSchema,
    errors: [403],
  }),
  createInvite: documented({
    tag,
    summary: 'Create an invite link: its token and address are in this answer only',
    description: `${adminOnly} The address is built from the address the request came to.`,
    body: createInviteBodySchema,
    data: createdInviteAnswerSchema,
    status: 201,
    withMessage: true,
    errors: [400, 403],
  }),
  revokeInvite: documented({
    tag,
    summary: 'Revoke an invite link',
    description: adminOnly,
    params: pathParams('id'),
    data: inviteAnswerSchema,
    withMessage: true,
    errors: [403, 404],
  }),
};
