import {
  addMembersBodySchema,
  conversationMembersQuerySchema,
  createConversationBodySchema,
  createGroupBodySchema,
  messageHistoryQuerySchema,
  muteBodySchema,
  renameConversationBodySchema,
  userSearchQuerySchema,
} from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { parseOrThrowFirst as parseOrThrow } from '../../lib/validation.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { chatDocs } from './chat.docs.js';
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

type IdParams = { Params: { id: string } };

/**
 * /api/chats: conversations, history, edits and deletes, groups and communities, attachments.
 * Messages are sent over the /chat socket (chat.socket.ts). Every conversation route answers 404
 * 'chat.conversationNotFound' to anyone who is not in the conversation.
 */
export async function chatRoutes(app: FastifyInstance, deps: ChatServiceDeps) {
  const signedIn = { preHandler: app.authenticate };
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get('/conversations', { ...signedIn, ...chatDocs.conversations }, async (request) =>
    ok(await listConversations(deps, request.user.id)),
  );

  app.get('/users/search', { ...signedIn, ...chatDocs.searchUsers }, async (request) => {
    const { query } = parseOrThrow(userSearchQuerySchema, request.query);
    return ok(await searchUsers(deps, request.user.id, query));
  });

  app.post('/conversations', { ...signedIn, ...chatDocs.openDirect }, async (request, reply) => {
    const { targetUserId } = parseOrThrow(createConversationBodySchema, request.body);
    const { conversation, created } = await openDirect(deps, request.user.id, targetUserId);
    return reply.status(created ? 201 : 200).send(ok(conversation));
  });

  app.get<IdParams>('/conversations/:id/messages', { ...signedIn, ...chatDocs.history }, async (request) => {
    const query = parseOrThrow(messageHistoryQuerySchema, request.query);
    return ok(await messageHistory(deps, request.user.id, request.params.id, query));
  });

  app.post<IdParams>('/conversations/:id/read', { ...signedIn, ...chatDocs.markRead }, async (request) => {
    const { unreadCount } = await markRead(deps, request.user.id, request.params.id);
    return ok({ unreadCount });
  });

  app.put<IdParams>('/messages/:id', { ...signedIn, ...chatDocs.editMessage }, async (request) =>
    ok(await editMessage(deps, request.user.id, request.params.id, request.body)),
  );

  app.delete<IdParams>('/messages/:id', { ...signedIn, ...chatDocs.deleteMessage }, async (request) =>
    ok(await deleteMessage(deps, request.user.id, request.params.id)),
  );

  app.post('/groups', { ...signedIn, ...chatDocs.createGroup }, async (request, reply) => {
    const body = parseOrThrow(createGroupBodySchema, request.body);
    return reply.status(201).send(ok(await createGroup(deps, request.user.id, body)));
  });

  app.patch<IdParams>('/conversations/:id', { ...signedIn, ...chatDocs.rename }, async (request) => {
    const { name } = parseOrThrow(renameConversationBodySchema, request.body);
    return ok(await renameConversation(deps, request.user.id, request.params.id, name));
  });

  app.get<IdParams>('/conversations/:id/members', { ...signedIn, ...chatDocs.members }, async (request) => {
    const query = parseOrThrow(conversationMembersQuerySchema, request.query);
    return ok(await listMembers(deps, request.user.id, request.params.id, query));
  });

  app.post<IdParams>('/conversations/:id/members', { ...signedIn, ...chatDocs.addMembers }, async (request) => {
    const { userIds } = parseOrThrow(addMembersBodySchema, request.body);
    return ok(await addMembers(deps, request.user.id, request.params.id, userIds));
  });

  app.delete<{ Params: { id: string; userId: string } }>(
    '/conversations/:id/members/:userId',
    { ...signedIn, ...chatDocs.removeMember },
    async (request) => ok(await removeMember(deps, request.user.id, request.params.id, request.params.userId)),
  );

  app.get('/communities', { ...signedIn, ...chatDocs.communities }, async (request) =>
    ok(await listCommunities(deps, request.user.id)),
  );

  app.post<IdParams>('/conversations/:id/join', { ...signedIn, ...chatDocs.join }, async (request) =>
    ok(await joinCommunity(deps, request.user.id, request.params.id)),
  );

  app.patch<IdParams>('/conversations/:id/mute', { ...signedIn, ...chatDocs.mute }, async (request) => {
    const { muted } = parseOrThrow(muteBodySchema, request.body);
    return ok(await setMuted(deps, request.user.id, request.params.id, muted));
  });

  app.delete<IdParams>('/conversations/:id', { ...signedIn, ...chatDocs.deleteForMe }, async (request) =>
    ok(await deleteForMe(deps, request.user.id, request.params.id)),
  );

  registerChatFileRoutes(app, deps);
}
