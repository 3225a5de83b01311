import {
  LIMITS,
  addReactionBodySchema,
  removeReactionQuerySchema,
  type MessageReactionsAnswer,
  type MessageReactors,
} from '@teamhub/contracts';
import { conflict, notFound } from '../../lib/http-error.js';
import { isUuid, parseOrThrowFirst } from '../../lib/validation.js';
import type { ReactionRecord } from './chat-sql.js';
import { presentChatUser } from './chat.presenter.js';
import type { ChatServiceDeps } from './chat.deps.js';
import type { ReactionTarget } from './message-reactions.repository.js';
import { presentReactions } from './reaction-audiences.js';

type Deps = ChatServiceDeps;

/**
 * The message a reaction names, when the caller can see it: 404 when it is unknown, in a conversation
 * they are not in, or before their history starts (they deleted the chat since). Any participant who
 * sees a message may react to it, in every kind of conversation.
 */
async function visibleMessage(deps: Deps, userId: string, rawId: string): Promise<ReactionTarget> {
  const target = isUuid(rawId) ? await deps.reactions.findTarget(rawId.toLowerCase(), userId) : undefined;
  if (!target?.visible) throw notFound('chat.messageNotFound');
  return target;
}

/** Tells every participant who sees the message, and answers the caller's own view. */
async function announce(
  deps: Deps,
  userId: string,
  target: ReactionTarget,
  reactions: ReactionRecord[],
  changed: boolean,
): Promise<MessageReactionsAnswer> {
  const ids = { conversationId: target.conversationId, messageId: target.id };
  if (changed) deps.events.messageReactionsUpdated(ids, reactions, await deps.reactions.viewerIds(target.id));
  return { ...ids, reactions: presentReactions(reactions, userId) };
}

/** Reacting to a message's sender: heard once the reaction is committed; a failure only is logged. */
async function tellListener(deps: Deps, call: () => Promise<void> | undefined) {
  try {
    await call();
  } catch (error) {
    deps.logError(error);
  }
}

/**
 * Adds the caller's reaction. Adding it again changes nothing and tells nobody; a new emoji beyond
 * LIMITS.chat.reactionsPerMessage different ones answers 409 'chat.tooManyReactions'. The sender
 * hears of the caller's first reaction on the message (notifications).
 */
export async function addReaction(deps: Deps, userId: string, rawId: string, body: unknown) {
  const { emoji } = parseOrThrowFirst(addReactionBodySchema, body);
  const target = await visibleMessage(deps, userId, rawId);
  const outcome = await deps.reactions.add(target.id, userId, emoji, LIMITS.chat.reactionsPerMessage);
  if (outcome.status === 'gone') throw notFound('chat.messageNotFound');
  if (outcome.status === 'full') throw conflict('chat.tooManyReactions');
  if (outcome.status === 'added' && outcome.firstOfUser) {
    const reaction = { messageId: target.id, messageSenderId: target.senderId, reactorId: userId, emoji };
    await tellListener(deps, () => deps.reactionListeners?.onReactionAdded(reaction));
  }
  return announce(deps, userId, target, outcome.reactions, outcome.status === 'added');
}

/** Removes the caller's reaction; removing one not there changes nothing and tells nobody. */
export async function removeReaction(deps: Deps, userId: string, rawId: string, query: unknown) {
  const { emoji } = parseOrThrowFirst(removeReactionQuerySchema, query);
  const target = await visibleMessage(deps, userId, rawId);
  const outcome = await deps.reactions.remove(target.id, userId, emoji);
  if (outcome.lastOfUser) {
    const reaction = { messageId: target.id, messageSenderId: target.senderId, reactorId: userId };
    await tellListener(deps, () => deps.reactionListeners?.onReactionsWithdrawn(reaction));
  }
  return announce(deps, userId, target, outcome.reactions, outcome.removed);
}

/** Who reacted with each emoji (the names a chip's tooltip shows), to those who can see the message. */
export async function listReactors(deps: Deps, userId: string, rawId: string): Promise<MessageReactors> {
  const target = await visibleMessage(deps, userId, rawId);
  const reactors = await deps.reactions.reactors(target.id);
  return reactors.map((item) => ({ emoji: item.emoji, users: item.users.map(presentChatUser) }));
}
