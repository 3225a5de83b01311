import { conversationMembersQuerySchema, messageHistoryQuerySchema, userSearchQuerySchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { parseOrThrowFirst } from '../../lib/validation.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { registerChatFileRoutes } from './chat-files.routes.js';
import {
  addMembers,
  createGroup,
  deleteForMe,
  joinCommunity,
  listCommunities,
  listConversations,
  listMembers,
  markRead,
  openDirect,
  removeMember,
  renameConversation,
  searchUsers,
  setMuted,
} from './conversations.service.js';
import { deleteMessage, editMessage, messageHistory } from './messages.service.js';

const tag = 'chat';
const notMember = 'Anyone who is not in the conversation gets 404.';
const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * /api/chats: conversations, history, edits and deletes, groups and communities, attachments.
 * Messages are sent over the /chat socket (chat.socket.ts). Every conversation route answers 404
 * 'chat.conversationNotFound' to anyone who is not in the conversation. Bodies parsed here (`body:
 * 'first'`) answer 400 with the first failed rule; a message edit's body is checked by the service,
 * after the message is found.
 */
export async function chatRoutes(app: FastifyInstance, deps: ChatServiceDeps) {
  apiRoute(
    app,
    'GET /api/chats/conversations',
    { tag, summary: 'The caller’s conversations, latest activity first', errors: [] },
    async (request) => ok(await listConversations(deps, request.user.id)),
  );

  apiRoute(
    app,
    'GET /api/chats/users/search',
    { tag, summary: 'Find people to start a conversation with', errors: [400] },
    async (request) => {
      const { query } = parseOrThrowFirst(userSearchQuerySchema, request.query);
      return ok(await searchUsers(deps, request.user.id, query));
    },
  );

  apiRoute(
    app,
    'POST /api/chats/conversations',
    {
      tag,
      summary: 'Open the direct conversation with a user (201 when new, 200 when it existed)',
      errors: [400, 404],
      body: 'first',
    },
    async (request, reply) => {
      const { conversation, created } = await openDirect(deps, request.user.id, request.body.targetUserId);
      reply.status(created ? 201 : 200);
      return ok(conversation);
    },
  );

  apiRoute(
    app,
    'GET /api/chats/conversations/:id/messages',
    { tag, summary: 'A page of messages, older than `before`', description: notMember, errors: [400, 404] },
    async (request) => {
      const query = parseOrThrowFirst(messageHistoryQuerySchema, request.query);
      return ok(await messageHistory(deps, request.user.id, request.params.id, query));
    },
  );

  apiRoute(
    app,
    'POST /api/chats/conversations/:id/read',
    { tag, summary: 'Mark the conversation read', errors: [404] },
    async (request) => {
      const { unreadCount } = await markRead(deps, request.user.id, request.params.id);
      return ok({ unreadCount });
    },
  );

  apiRoute(
    app,
    'PUT /api/chats/messages/:id',
    { tag, summary: 'Edit one’s own message', errors: [400, 403, 404] },
    async (request) => ok(await editMessage(deps, request.user.id, request.params.id, request.body)),
  );

  apiRoute(
    app,
    'DELETE /api/chats/messages/:id',
    { tag, summary: 'Delete one’s own message', errors: [403, 404] },
    async (request) => ok(await deleteMessage(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'POST /api/chats/groups',
    { tag, summary: 'Create a group or a community', errors: [400], body: 'first' },
    async (request) => ok(await createGroup(deps, request.user.id, request.body)),
  );

  apiRoute(
    app,
    'PATCH /api/chats/conversations/:id',
    { tag, summary: 'Rename a group or community', description: notMember, errors: [400, 403, 404], body: 'first' },
    async (request) => ok(await renameConversation(deps, request.user.id, request.params.id, request.body.name)),
  );

  apiRoute(
    app,
    'GET /api/chats/conversations/:id/members',
    { tag, summary: 'A page of the members, in joining order', description: notMember, errors: [400, 404] },
    async (request) => {
      const query = parseOrThrowFirst(conversationMembersQuerySchema, request.query);
      return ok(await listMembers(deps, request.user.id, request.params.id, query));
    },
  );

  apiRoute(
    app,
    'POST /api/chats/conversations/:id/members',
    {
      tag,
      summary: 'Add people to a group or community',
      description: notMember,
      errors: [400, 403, 404],
      body: 'first',
    },
    async (request) => ok(await addMembers(deps, request.user.id, request.params.id, request.body.userIds)),
  );

  apiRoute(
    app,
    'DELETE /api/chats/conversations/:id/members/:userId',
    { tag, summary: 'Remove a member, or leave (one’s own id)', description: notMember, errors: [403, 404] },
    async (request) => ok(await removeMember(deps, request.user.id, request.params.id, request.params.userId)),
  );

  apiRoute(
    app,
    'GET /api/chats/communities',
    { tag, summary: 'Communities the caller has not joined', errors: [] },
    async (request) => ok(await listCommunities(deps, request.user.id)),
  );

  apiRoute(
    app,
    'POST /api/chats/conversations/:id/join',
    { tag, summary: 'Join a community', errors: [403, 404] },
    async (request) => ok(await joinCommunity(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'PATCH /api/chats/conversations/:id/mute',
    {
      tag,
      summary: 'Mute or unmute the conversation for the caller',
      description: notMember,
      errors: [400, 404],
      body: 'first',
    },
    async (request) => ok(await setMuted(deps, request.user.id, request.params.id, request.body.muted)),
  );

  apiRoute(
    app,
    'DELETE /api/chats/conversations/:id',
    {
      tag,
      summary: 'Delete the chat for the caller only (it comes back with a newer message)',
      description: notMember,
      errors: [404],
    },
    async (request) => ok(await deleteForMe(deps, request.user.id, request.params.id)),
  );

  registerChatFileRoutes(app, deps);
}
