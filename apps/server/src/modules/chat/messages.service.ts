import {
  CHAT_FILE_URL_PREFIX,
  editMessageBodySchema,
  fileMessageContent,
  parseFileMessageContent,
  sendMessagePayloadSchema,
  type MessageHistoryAnswer,
  type MessageStoryQuote,
  type MessageView,
  type messageHistoryQuerySchema,
} from '@teamhub/contracts';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { isUuid, parseOrThrowFirst } from '../../lib/validation.js';
import { presentMessage } from './chat.presenter.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { membershipOr404, messagePolicy } from './chat.policy.js';
import { threadReplyDeleted, threadReplySent, threadRootFor } from './message-threads.service.js';
import type { MessageFacts, NewMessage } from './messages.repository.js';

type Deps = ChatServiceDeps;

export async function messageHistory(
  deps: Deps,
  userId: string,
  rawId: string,
  query: z.output<typeof messageHistoryQuerySchema>,
): Promise<MessageHistoryAnswer> {
  const { conversationId } = await membershipOr404(deps, rawId, userId);
  const page = await deps.views.messagesPage({
    conversationId,
    viewerId: userId,
    limit: query.limit,
    before: query.before?.toLowerCase(),
  });
  return { messages: page.messages.map((record) => presentMessage(record, userId, deps.urls)), hasMore: page.hasMore };
}

/**
 * The stored content and type of an image or file message. The content must name, by its URL, a file
 * the sender uploaded; it is rebuilt from the stored file (its real name and the stable path), so a
 * message can neither point at someone else's file nor carry a link token.
 */
async function attachment(deps: Deps, senderId: string, content: string) {
  const line = parseFileMessageContent(content);
  const fileId = line?.url.startsWith(CHAT_FILE_URL_PREFIX)
    ? line.url.slice(CHAT_FILE_URL_PREFIX.length).split('/')[0]?.toLowerCase()
    : undefined;
  const file = fileId && isUuid(fileId) ? await deps.files.findUploadedBy(fileId, senderId) : undefined;
  if (!file) throw badRequest('chat.fileRequired');
  return {
    content: fileMessageContent(file.originalName, deps.urls.path(file.id, file.originalName)),
    messageType: file.kind,
    fileId: file.id,
  };
}

/**
 * send-message: checked with the shared schema (non-blank, at most 2,000 characters), saved, and
 * only then sent to every participant (except `exceptSocketId`, the sending socket, which gets the
 * message in its acknowledgement). A reply must quote a message of the same conversation. A retry
 * carrying the `clientId` of a message saved before answers that message and tells nobody again.
 */
export async function sendMessage(
  deps: Deps,
  senderId: string,
  payload: unknown,
  exceptSocketId?: string,
): Promise<MessageView> {
  const input = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
  const {
    conversationId: rawId,
    replyTo,
    clientId,
    threadRootId,
    ...message
  } = parseOrThrowFirst(sendMessagePayloadSchema, input);
  if (!isUuid(rawId)) throw notFound('chat.conversationNotFound');
  const threadRoot = threadRootId ? await threadRootFor(deps, senderId, rawId, threadRootId) : null;
  if (replyTo && !isUuid(replyTo)) throw badRequest('chat.messageNotFound');
  const body =
    message.messageType === 'text'
      ? { content: message.content, messageType: 'text' as const, fileId: null }
      : await attachment(deps, senderId, message.content);
  return saveAndSend(
    deps,
    {
      conversationId: rawId.toLowerCase(),
      senderId,
      ...body,
      replyToId: replyTo ? replyTo.toLowerCase() : null,
      clientId: clientId ? clientId.toLowerCase() : null,
      threadRootId: threadRoot,
    },
    exceptSocketId,
  );
}

/** Saves a checked message, then sends it to every participant (but `exceptSocketId`); answers it as the sender sees it. */
async function saveAndSend(deps: Deps, values: NewMessage, exceptSocketId?: string): Promise<MessageView> {
  const outcome = await deps.messages.send(values);
  if (outcome.status === 'not-member') throw notFound('chat.conversationNotFound');
  if (outcome.status === 'bad-reply') throw badRequest('chat.messageNotFound');
  if (outcome.status === 'client-id-reused') throw badRequest('chat.clientIdReused');
  if (outcome.status === 'bad-thread') throw badRequest('chat.threadNotFound');
  if (outcome.status === 'duplicate') return presentMessage(outcome.message, values.senderId, deps.urls);
  const { message } = outcome;
  if (message.threadRootId) {
    await threadReplySent(
      deps,
      { ...message, threadRootId: message.threadRootId },
      outcome.participantIds,
      exceptSocketId,
    );
  } else deps.events.messageCreated(outcome.message, outcome.participantIds, exceptSocketId);
  deps.mentions.messageSaved(outcome.message);
  return presentMessage(outcome.message, values.senderId, deps.urls);
}

/**
 * A reply to a story (stories module): a text message quoting the story, saved and sent to the
 * conversation's participants exactly as any message is. `content` is already checked (non-blank, at
 * most 2,000 characters); the sender is known to be in the conversation.
 */
export function sendStoryReply(
  deps: Deps,
  senderId: string,
  conversationId: string,
  content: string,
  story: MessageStoryQuote,
): Promise<MessageView> {
  return saveAndSend(deps, {
    conversationId,
    senderId,
    content,
    messageType: 'text',
    fileId: null,
    replyToId: null,
    clientId: null,
    storyQuote: story,
  });
}

/** The caller's own message: 404 when it is unknown or in a conversation they are not in, 403 when not theirs. */
async function ownMessage(deps: Deps, userId: string, rawId: string): Promise<MessageFacts> {
  const facts = isUuid(rawId) ? await deps.messages.findFacts(rawId.toLowerCase(), userId) : undefined;
  if (!facts?.callerIsMember) throw notFound('chat.messageNotFound');
  authorize(messagePolicy.change(userId, facts), () => forbidden('chat.notSender'));
  return facts;
}

/** Only text can be edited: a file message's content is its file. */
export async function editMessage(deps: Deps, userId: string, rawId: string, body: unknown): Promise<MessageView> {
  const { content } = parseOrThrowFirst(editMessageBodySchema, body);
  const facts = await ownMessage(deps, userId, rawId);
  authorize(messagePolicy.edit(userId, facts), () => forbidden('chat.notAllowed'));
  const record = await deps.messages.edit(facts.id, content);
  if (!record) throw notFound('chat.messageNotFound');
  deps.events.messageEdited(record, await deps.conversations.participantIds(facts.conversationId));
  deps.mentions.messageSaved(record);
  return presentMessage(record, userId, deps.urls);
}

/**
 * Deletes the caller's message. Everyone's list then shows the newest message left, and those who had
 * not read the deleted one count one unread message fewer.
 */
export async function deleteMessage(deps: Deps, userId: string, rawId: string) {
  const facts = await ownMessage(deps, userId, rawId);
  await deps.mentions.messageDeleting(facts.id);
  const outcome = await deps.messages.delete(facts.id);
  if (!outcome) throw notFound('chat.messageNotFound');
  const { conversationId } = facts;
  const [memberIds, last] = await Promise.all([
    deps.conversations.participantIds(conversationId),
    deps.views.lastMessage(conversationId),
  ]);
  if (outcome.kept) {
    // A thread root keeps its place (and thread) as "message deleted".
    const kept = await deps.views.messageById(facts.id);
    if (kept) deps.events.messageEdited(kept, memberIds);
  } else deps.events.messageDeleted(conversationId, facts.id, memberIds);
  if (outcome.threadRootId) {
    await threadReplyDeleted(deps, outcome.threadRootId, memberIds);
    return { conversationId, messageId: facts.id };
  }
  const unread = new Map(outcome.unread.map((entry) => [entry.userId, entry.unreadCount]));
  const lastMessageFor = (viewerId: string) => (last ? presentMessage(last, viewerId, deps.urls) : null);
  // One payload for everyone whose count did not change, unless a file link must be signed per reader.
  const others = memberIds.filter((id) => !unread.has(id));
  deps.events.conversationChanged(
    conversationId,
    others,
    last?.fileId ? (viewerId) => ({ lastMessage: lastMessageFor(viewerId) }) : { lastMessage: lastMessageFor(userId) },
  );
  deps.events.conversationChanged(conversationId, [...unread.keys()], (viewerId) => ({
    lastMessage: lastMessageFor(viewerId),
    unreadCount: unread.get(viewerId) ?? 0,
  }));
  return { conversationId, messageId: facts.id };
}
