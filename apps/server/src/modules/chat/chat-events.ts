import {
  conversationRoom,
  userRoom,
  type ConversationChanges,
  type ConversationReadEvent,
  type MessageUnpinned,
  type TypingPayload,
} from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createEventSender } from '../../realtime/emit-to.js';
import type { ChatNamespace } from '../../realtime/namespaces.js';
import { presentConversation, presentMessage, presentPin, threadCounters } from './chat.presenter.js';
import type { ConversationRecord, MessageRecord, ReactionRecord } from './chat-sql.js';
import type { FileUrlSigner } from './file-urls.js';
import type { PinRecord } from './message-pins.repository.js';
import { presentReactions, sameReactionsGroups } from './reaction-audiences.js';

/**
 * Live chat events on /chat, always called after the change is committed. Message events go to the
 * user room of every participant (user:<id>: all their tabs, whether or not the conversation is
 * open, so lists stay current), never to anyone else. Typing goes to the conversation room
 * (conversation:<id>), which only participants can join and which removed members are taken out of.
 * A failed emit is logged and never fails the action: clients catch up on their next fetch.
 */
export interface ChatEvents {
  /** `exceptSocketId`: the sending socket, which gets the message in its acknowledgement instead. */
  messageCreated(message: MessageRecord, participantIds: string[], exceptSocketId?: string): void;
  messageEdited(message: MessageRecord, participantIds: string[]): void;
  messageDeleted(conversationId: string, messageId: string, participantIds: string[]): void;
  /** message-pinned to `viewerIds`: the participants whose history shows the message. */
  messagePinned(pin: PinRecord, viewerIds: string[]): void;
  messageUnpinned(payload: MessageUnpinned, viewerIds: string[]): void;
  /** message-reactions-updated to `viewerIds`, each with their own `reactedByMe` (one send per group alike). */
  messageReactionsUpdated(
    target: { conversationId: string; messageId: string },
    reactions: ReactionRecord[],
    viewerIds: string[],
  ): void;
  /**
   * conversation-read to the conversation's room (the tabs that have it open: a closed one loads the
   * receipts when it opens), except the reader's tabs and those of `silentIds` (receipts off).
   */
  conversationRead(payload: ConversationReadEvent, silentIds: string[]): void;
  /**
   * conversation-updated with what changed, to the tabs of `userIds` (except `exceptSocketId`): one
   * payload for all of them, or, given a function, each user's own (a file link signed for them, their
   * unread count). Its size does not grow with the conversation's members.
   */
  conversationChanged(
    conversationId: string,
    userIds: string[],
    changes: ConversationChanges | ((userId: string) => ConversationChanges),
    exceptSocketId?: string,
  ): void;
  /** Users who just got the conversation (created, added, joined): each record, whole, to its viewer. */
  conversationGiven(records: ConversationRecord[]): void;
  /** Whether the user may have more than one /chat socket (tab) connected, on any server process. */
  mayHaveOtherTabs(userId: string): boolean;
  /** The user left, was removed, or deleted the chat: their tabs drop it (and leave its room when `left`). */
  conversationRemoved(userId: string, conversationId: string, left: boolean): void;
  typing(conversationId: string, payload: TypingPayload, started: boolean): void;
  /** thread-message: a new reply in a thread, to every participant (but `exceptSocketId`), never as new-message. */
  threadMessage(message: MessageRecord, participantIds: string[], exceptSocketId?: string): void;
  /** thread-updated: the root's counters to every participant; `unreadByUser`: the followers' own unread counts. */
  threadUpdated(root: MessageRecord, participantIds: string[], unreadByUser: Map<string, number>): void;
}

/** Hears of each new message once it went to the participants' tabs. */
export type MessageSentListener = (message: MessageRecord, participantIds: string[]) => void;

export function createChatEvents(
  chat: ChatNamespace,
  urls: FileUrlSigner,
  log: Pick<FastifyBaseLogger, 'warn'>,
  clustered: boolean,
  onMessageSent?: MessageSentListener,
): ChatEvents {
  const report = (error: unknown, event: string) => log.warn({ err: error, event }, 'could not send a chat event');
  const send = createEventSender(chat, report);
  const toUsers = (userIds: string[], exceptSocketId?: string) =>
    exceptSocketId ? { users: userIds, except: exceptSocketId } : { users: userIds };
  const sendMessage = (
    event: 'new-message' | 'message-edited' | 'thread-message',
    message: MessageRecord,
    participantIds: string[],
    exceptSocketId?: string,
  ) => {
    if (participantIds.length === 0) return;
    try {
      // A file message carries a link token per reader; any other message reads the same for all
      // who reacted alike (reactedByMe is the reader's).
      if (!message.fileId) {
        for (const group of sameReactionsGroups(message.reactions, participantIds)) {
          send(toUsers(group, exceptSocketId), event, presentMessage(message, group[0] as string, urls));
        }
        return;
      }
      for (const userId of participantIds) {
        send(toUsers([userId], exceptSocketId), event, presentMessage(message, userId, urls));
      }
    } catch (error) {
      // Presenting failed (a file link could not be signed): told nobody, like a failed emit.
      report(error, event);
    }
  };

  return {
    messageCreated(message, participantIds, exceptSocketId) {
      sendMessage('new-message', message, participantIds, exceptSocketId);
      try {
        onMessageSent?.(message, participantIds);
      } catch (error) {
        report(error, 'new-message');
      }
    },
    messageEdited: (message, participantIds) => sendMessage('message-edited', message, participantIds),
    messageDeleted: (conversationId, messageId, participantIds) =>
      send({ users: participantIds }, 'message-deleted', { conversationId, messageId }),
    messagePinned(pin, viewerIds) {
      try {
        // Like a message: a file message's link is signed for each reader.
        if (!pin.message.fileId) {
          for (const group of sameReactionsGroups(pin.message.reactions, viewerIds)) {
            send({ users: group }, 'message-pinned', presentPin(pin, group[0] as string, urls));
          }
          return;
        }
        for (const userId of viewerIds) send({ users: [userId] }, 'message-pinned', presentPin(pin, userId, urls));
      } catch (error) {
        report(error, 'message-pinned');
      }
    },
    messageUnpinned: (payload, viewerIds) => send({ users: viewerIds }, 'message-unpinned', payload),
    conversationRead: (payload, silentIds) =>
      send(
        {
          rooms: conversationRoom(payload.conversationId),
          except: [payload.userId, ...silentIds].map((userId) => userRoom(userId)),
        },
        'conversation-read',
        payload,
      ),
    messageReactionsUpdated(target, reactions, viewerIds) {
      for (const group of sameReactionsGroups(reactions, viewerIds)) {
        const viewerId = group[0] as string;
        send({ users: group }, 'message-reactions-updated', {
          ...target,
          reactions: presentReactions(reactions, viewerId),
        });
      }
    },
    conversationChanged(conversationId, userIds, changes, exceptSocketId) {
      try {
        if (typeof changes !== 'function') {
          send(toUsers(userIds, exceptSocketId), 'conversation-updated', { conversationId, changes });
          return;
        }
        for (const userId of userIds) {
          send(toUsers([userId], exceptSocketId), 'conversation-updated', { conversationId, changes: changes(userId) });
        }
      } catch (error) {
        report(error, 'conversation-updated');
      }
    },
    conversationGiven(records) {
      try {
        for (const record of records) {
          const { _id: conversationId, id: _sameId, ...changes } = presentConversation(record, urls);
          send({ users: [record.viewerId] }, 'conversation-updated', { conversationId, changes });
        }
      } catch (error) {
        report(error, 'conversation-updated');
      }
    },
    // Alone, this process sees every tab. With several processes (Redis) the others' tabs are unknown
    // here, and asking them on every read mark would cost more than the one small event it saves.
    mayHaveOtherTabs: (userId) => clustered || (chat.adapter.rooms.get(userRoom(userId))?.size ?? 0) >= 2,
    conversationRemoved(userId, conversationId, left) {
      send({ users: [userId] }, 'conversation-removed', { conversationId });
      try {
        if (left) chat.in(userRoom(userId)).socketsLeave(conversationRoom(conversationId));
      } catch (error) {
        report(error, 'conversation-removed');
      }
    },
    threadMessage: (message, participantIds, exceptSocketId) =>
      sendMessage('thread-message', message, participantIds, exceptSocketId),
    threadUpdated(root, participantIds, unreadByUser) {
      try {
        const counters = threadCounters(root);
        const others = participantIds.filter((id) => !unreadByUser.has(id));
        if (others.length > 0) send({ users: others }, 'thread-updated', counters);
        for (const [userId, threadUnreadCount] of unreadByUser) {
          send({ users: [userId] }, 'thread-updated', { ...counters, threadUnreadCount });
        }
      } catch (error) {
        report(error, 'thread-updated');
      }
    },
    typing(conversationId, payload, started) {
      const audience = { rooms: conversationRoom(conversationId), except: userRoom(payload.userId), volatile: true };
      send(audience, started ? 'user-typing' : 'user-stop-typing', payload);
    },
  };
}
