import {
  adminUserPatchSchema,
  adminUsersQuerySchema,
  createInviteBodySchema,
  translateServerMessage,
  workspaceSettingsSchema,
} from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { linkOrigin } from '../../lib/link-origin.js';
import { parseOrThrow } from '../../lib/validation.js';
import type { WorkspaceSettingsService } from '../workspace-settings/workspace-settings.service.js';
import { createInvite, listInvites, revokeInvite, type AdminInvitesDeps } from './admin-invites.service.js';
import { changeMember, listMembers, type AdminMembersDeps } from './admin-members.service.js';
import { adminDocs } from './admin.docs.js';

export interface AdminRoutesOptions {
  members: AdminMembersDeps;
  invites: AdminInvitesDeps;
  settings: WorkspaceSettingsService;
  /** APP_URL, when set: the origin of the links shown; otherwise the address the admin reached the app at. */
  appUrl: string | undefined;
}

/** /api/admin: the workspace's members, sign-up settings and invite links; administrators only. */
export async function adminRoutes(app: FastifyInstance, { members, invites, settings, appUrl }: AdminRoutesOptions) {
  const adminOnly = { preHandler: [app.authenticate, app.requireAdmin] };

  app.get('/users', { ...adminOnly, ...adminDocs.listUsers }, async (request) => ({
    success: true,
    data: await listMembers(members, parseOrThrow(adminUsersQuerySchema, request.query)),
  }));

  app.patch<{ Params: { id: string } }>('/users/:id', { ...adminOnly, ...adminDocs.changeUser }, async (request) => {
    const patch = parseOrThrow(adminUserPatchSchema, request.body);
    const user = await changeMember(members, request.params.id, patch);
    return {
      success: true,
      message: translateServerMessage('workspace.userUpdated', request.language),
      data: { user },
    };
  });

  app.get('/settings', { ...adminOnly, ...adminDocs.getSettings }, async () => ({
    success: true,
    data: await settings.get(),
  }));

  app.put('/settings', { ...adminOnly, ...adminDocs.putSettings }, async (request) => {
    const body = parseOrThrow(workspaceSettingsSchema, request.body);
    const data = await settings.put(body);
    return { success: true, message: translateServerMessage('workspace.settingsSaved', request.language), data };
  });

  app.get('/invites', { ...adminOnly, ...adminDocs.listInvites }, async () => ({
    success: true,
    data: { invites: await listInvites(invites) },
  }));

  app.post('/invites', { ...adminOnly, ...adminDocs.createInvite }, async (request, reply) => {
    const body = parseOrThrow(createInviteBodySchema, request.body);
    const data = await createInvite(invites, request.user, body, linkOrigin(request, appUrl), request.language);
    return reply.status(201).send({
      success: true,
      message: translateServerMessage('workspace.inviteCreated', request.language),
      data,
    });
  });

  app.delete<{ Params: { id: string } }>(
    '/invites/:id',
    { ...adminOnly, ...adminDocs.revokeInvite },
    async (request) => {
      const invite = await revokeInvite(invites, request.params.id);
      return {
        success: true,
        message: translateServerMessage('workspace.inviteRevoked', request.language),
        data: { invite },
      };
    },
  );
}
