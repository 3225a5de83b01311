import {
  adminUserPatchSchema,
  adminUsersQuerySchema,
  createInviteBodySchema,
  translateServerMessage,
  workspaceSettingsSchema,
} from '@teamhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseOrThrow } from '../../lib/validation.js';
import type { WorkspaceSettingsService } from '../workspace-settings/workspace-settings.service.js';
import { createInvite, listInvites, revokeInvite, type AdminInvitesDeps } from './admin-invites.service.js';
import { changeMember, listMembers, type AdminMembersDeps } from './admin-members.service.js';
import { adminDocs } from './admin.docs.js';

export interface AdminRoutesOptions {
  members: AdminMembersDeps;
  invites: AdminInvitesDeps;
  settings: WorkspaceSettingsService;
}

/** The address the admin reached the app at (X-Forwarded-Proto and -Host count only with TRUST_PROXY). */
const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** /api/admin: the workspace's members, sign-up settings and invite links; administrators only. */
export async function adminRoutes(app: FastifyInstance, { members, invites, settings }: AdminRoutesOptions) {
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
    const invite = await createInvite(invites, request.user, body, requestOrigin(request));
    return reply.status(201).send({
      success: true,
      message: translateServerMessage('workspace.inviteCreated', request.language),
      data: { invite },
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
