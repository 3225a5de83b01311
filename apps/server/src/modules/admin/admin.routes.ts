import { adminUsersQuerySchema, translateServerMessage } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { linkOrigin } from '../../lib/link-origin.js';
import { parseOrThrow } from '../../lib/validation.js';
import type { WorkspaceSettingsService } from '../workspace-settings/workspace-settings.service.js';
import { createInvite, listInvites, revokeInvite, type AdminInvitesDeps } from './admin-invites.service.js';
import { changeMember, listMembers, type AdminMembersDeps } from './admin-members.service.js';

export interface AdminRoutesOptions {
  members: AdminMembersDeps;
  invites: AdminInvitesDeps;
  settings: WorkspaceSettingsService;
  /** APP_URL, when set: the origin of the links shown; otherwise the address the admin reached the app at. */
  appUrl: string | undefined;
}

const tag = 'admin';
const adminOnly = 'Workspace administrators only: 403 for members.';
const access = 'admin';

/** /api/admin: the workspace's members, sign-up settings and invite links; administrators only. */
export async function adminRoutes(app: FastifyInstance, { members, invites, settings, appUrl }: AdminRoutesOptions) {
  apiRoute(
    app,
    'GET /api/admin/users',
    {
      tag,
      summary: 'Members, newest first: search by name or email, page with `cursor` (the answer’s `nextCursor`)',
      description: `${adminOnly} Deleted accounts are never listed.`,
      errors: [400, 403],
      access,
    },
    async (request) => ({
      success: true as const,
      data: await listMembers(members, parseOrThrow(adminUsersQuerySchema, request.query)),
    }),
  );

  apiRoute(
    app,
    'PATCH /api/admin/users/:id',
    {
      tag,
      summary: 'Change a member’s role or status (deactivate, reactivate)',
      description:
        `${adminOnly} Deactivation ends all of the member’s sessions at once. 409 when the change would leave ` +
        'the workspace without an active administrator.',
      errors: [400, 403, 404, 409],
      access,
      body: 'fields',
    },
    async (request) => {
      const user = await changeMember(members, request.params.id, request.body);
      return {
        success: true as const,
        message: translateServerMessage('workspace.userUpdated', request.language),
        data: { user },
      };
    },
  );

  apiRoute(
    app,
    'GET /api/admin/settings',
    {
      tag,
      summary: 'Sign-up settings, and which of them the server’s configuration fixes',
      description: adminOnly,
      errors: [403],
      access,
    },
    async () => ({ success: true as const, data: await settings.get() }),
  );

  apiRoute(
    app,
    'PUT /api/admin/settings',
    {
      tag,
      summary: 'Save the sign-up settings',
      description: `${adminOnly} 409 for a change to a setting fixed by SIGNUP_MODE or SIGNUP_EMAIL_DOMAINS.`,
      errors: [400, 403, 409],
      access,
      body: 'fields',
    },
    async (request) => {
      const data = await settings.put(request.body);
      return {
        success: true as const,
        message: translateServerMessage('workspace.settingsSaved', request.language),
        data,
      };
    },
  );

  apiRoute(
    app,
    'GET /api/admin/invites',
    {
      tag,
      summary: 'Invite links, newest first, with their uses and state (never their tokens)',
      description: adminOnly,
      errors: [403],
      access,
    },
    async () => ({ success: true as const, data: { invites: await listInvites(invites) } }),
  );

  apiRoute(
    app,
    'POST /api/admin/invites',
    {
      tag,
      summary: 'Create an invite link: its token and address are in this answer only',
      description: `${adminOnly} The address is built from the address the request came to.`,
      errors: [400, 403],
      access,
      body: 'fields',
    },
    async (request) => {
      const data = await createInvite(
        invites,
        request.user,
        request.body,
        linkOrigin(request, appUrl),
        request.language,
      );
      return {
        success: true as const,
        message: translateServerMessage('workspace.inviteCreated', request.language),
        data,
      };
    },
  );

  apiRoute(
    app,
    'DELETE /api/admin/invites/:id',
    { tag, summary: 'Revoke an invite link', description: adminOnly, errors: [403, 404], access },
    async (request) => {
      const invite = await revokeInvite(invites, request.params.id);
      return {
        success: true as const,
        message: translateServerMessage('workspace.inviteRevoked', request.language),
        data: { invite },
      };
    },
  );
}
