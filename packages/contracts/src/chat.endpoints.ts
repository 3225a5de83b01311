import { z } from './zod.js';
import {
  addMembersBodySchema,
  chatUploadAnswerSchema,
  chatUserSearchResultSchema,
  communitySummarySchema,
  conversationMembersAnswerSchema,
  conversationMembersQuerySchema,
  conversationRefAnswerSchema,
  conversationViewSchema,
  createConversationBodySchema,
  createGroupBodySchema,
  editMessageBodySchema,
  markReadAnswerSchema,
  memberRemovedAnswerSchema,
  messageDeletedAnswerSchema,
  messageHistoryAnswerSchema,
  messageHistoryQuerySchema,
  messageViewSchema,
  muteBodySchema,
  renameConversationBodySchema,
  userSearchQuerySchema,
} from './chat.js';
import { defineEndpoints } from './endpoint.js';

/**
 * /api/chats: conversations, history, edits and deletes, groups and communities, attachments.
 * Messages themselves are sent over the /chat socket.
 */
export const chatEndpoints = defineEndpoints({
  'GET /api/chats/conversations': { data: z.array(conversationViewSchema) },
  'GET /api/chats/users/search': { query: userSearchQuerySchema, data: z.array(chatUserSearchResultSchema) },
  'POST /api/chats/conversations': {
    body: createConversationBodySchema,
    status: 201,
    alsoStatus: 200,
    data: conversationViewSchema,
  },
  'GET /api/chats/conversations/:id/messages': { query: messageHistoryQuerySchema, data: messageHistoryAnswerSchema },
  'POST /api/chats/conversations/:id/read': { data: markReadAnswerSchema },
  'PUT /api/chats/messages/:id': { body: editMessageBodySchema, data: messageViewSchema },
  'DELETE /api/chats/messages/:id': { data: messageDeletedAnswerSchema },
  'POST /api/chats/groups': { body: createGroupBodySchema, status: 201, data: conversationViewSchema },
  'PATCH /api/chats/conversations/:id': { body: renameConversationBodySchema, data: conversationViewSchema },
  'GET /api/chats/conversations/:id/members': {
    query: conversationMembersQuerySchema,
    data: conversationMembersAnswerSchema,
  },
  'POST /api/chats/conversations/:id/members': { body: addMembersBodySchema, data: conversationViewSchema },
  'DELETE /api/chats/conversations/:id/members/:userId': { data: memberRemovedAnswerSchema },
  'GET /api/chats/communities': { data: z.array(communitySummarySchema) },
  'POST /api/chats/conversations/:id/join': { data: conversationViewSchema },
  'PATCH /api/chats/conversations/:id/mute': { body: muteBodySchema, data: conversationViewSchema },
  'DELETE /api/chats/conversations/:id': { data: conversationRefAnswerSchema },
  'POST /api/chats/upload': {
    multipart: z.object({ file: z.file().describe('An image, PDF, .doc, .docx or .txt file, at most 20 MB.') }),
    status: 201,
    data: chatUploadAnswerSchema,
  },
  'GET /api/chats/files/:fileId/:filename': {
    signedIn: false,
    query: z.object({ t: z.string().optional().describe('The link token from the URL the server handed out.') }),
    file: { description: 'The file itself (200, or 206 with a `Range` header).' },
  },
});
