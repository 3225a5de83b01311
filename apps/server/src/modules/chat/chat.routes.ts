import {
  LIMITS,
  conversationMembersQuerySchema,
  messageHistoryQuerySchema,
  userSearchQuerySchema,
} from '@teamhub/contracts';
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
import { markThreadRead, threadPage } from './message-threads.service.js';
import { listPins, pinMessage, unpinMessage } from './message-pins.service.js';
import { listReads } from './read-receipts.service.js';
import { addReaction, listReactors, removeReaction } from './message-reactions.service.js';
import { deleteMessage, editMessage, messageHistory } from './messages.service.js';

const tag = 'chat';
const notMember = 'Anyone who is not in the conversation gets 404.';
const pinRule =
  'Anyone in a direct chat; in a group or community its owner and admins (403). A message the caller cannot see gets 404.';
const reactionReaders =
  'Anyone in the conversation whose history shows the message; anyone else, or an unknown message, gets 404.';
const reactionRule = `${reactionReaders} Every participant who sees the message gets message-reactions-updated.`;
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
    'GET /api/chats/messages/:id/thread',
    {
      tag,
      summary: 'A message’s thread: its root and a page of replies (oldest first within the page)',
      description:
        'The id may be the root or any reply in the thread (threads do not nest). Paged like GET …/messages: `before` is the oldest reply already shown. The first page (no `before`) marks the thread read for the caller. Thread replies never appear in GET …/messages. Members only: 404 for anyone else.',
      errors: [400, 404],
    },
    async (request) => {
      const query = parseOrThrowFirst(messageHistoryQuerySchema, request.query);
      return ok(await threadPage(deps, request.user.id, request.params.id, query));
    },
  );

  apiRoute(
    app,
    'POST /api/chats/messages/:id/thread/read',
    {
      tag,
      summary: 'Mark a message’s thread read for the caller (its unread count back to 0)',
      description: 'For a thread panel kept open while replies arrive. Members only: 404 for anyone else.',
      errors: [404],
    },
    async (request) => ok(await markThreadRead(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'POST /api/chats/messages/:id/pin',
    {
      tag,
      summary: 'Pin a message for the conversation (pinning it again changes nothing)',
      description: `${pinRule} At most ${LIMITS.chat.pinsPerConversation} pins a conversation (409 beyond).`,
      errors: [403, 404, 409],
    },
    async (request) => ok(await pinMessage(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'DELETE /api/chats/messages/:id/pin',
    {
      tag,
      summary: 'Unpin a message (unpinning one not pinned changes nothing)',
      description: pinRule,
      errors: [403, 404],
    },
    async (request) => ok(await unpinMessage(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'GET /api/chats/conversations/:id/pins',
    {
      tag,
      summary: 'The pinned messages the caller’s history shows, newest pin first',
      description: notMember,
      errors: [404],
    },
    async (request) => ok(await listPins(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'GET /api/chats/conversations/:id/reads',
    {
      tag,
      summary: 'Read receipts: how far each other participant who sends receipts has read',
      description: `Each entry names the newest message that participant can see at or before their read position (messages from before they joined do not count). Empty when the caller turned read receipts off. ${notMember}`,
      errors: [404],
    },
    async (request) => ok(await listReads(deps, request.user.id, request.params.id)),
  );

  apiRoute(
    app,
    'POST /api/chats/messages/:id/reactions',
    {
      tag,
      summary: 'Add my reaction (one emoji) to a message (adding it again changes nothing)',
      description: `${reactionRule} At most ${LIMITS.chat.reactionsPerMessage} different emojis a message (409 beyond).`,
      errors: [400, 404, 409],
    },
    async (request) => ok(await addReaction(deps, request.user.id, request.params.id, request.body)),
  );

  apiRoute(
    app,
    'DELETE /api/chats/messages/:id/reactions',
    {
      tag,
      summary: 'Remove my reaction `emoji` from a message (removing one not there changes nothing)',
      description: reactionRule,
      errors: [400, 404],
    },
    async (request) => ok(await removeReaction(deps, request.user.id, request.params.id, request.query)),
  );

  apiRoute(
    app,
    'GET /api/chats/messages/:id/reactions',
    {
      tag,
      summary: 'Who reacted to a message, by emoji (first reacted first)',
      description: reactionReaders,
      errors: [404],
    },
    async (request) => ok(await listReactors(deps, request.user.id, request.params.id)),
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
