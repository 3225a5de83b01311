import {
  LIMITS,
  type ChatUserSearchResult,
  type CommunitySummary,
  type ConversationMembersAnswer,
  type ConversationView,
  type conversationMembersQuerySchema,
  type createGroupBodySchema,
} from '@teamhub/contracts';
import type { z } from 'zod';
import { foreignKeyViolationConstraint } from '../../db/errors.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { isUuid } from '../../lib/validation.js';
import { presentCommunity, presentConversation, presentParticipant, presentSearchResult } from './chat.presenter.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { conversationPolicy, membershipOr404 } from './chat.policy.js';

type Deps = ChatServiceDeps;
const COMMUNITY_LIST_LIMIT = 100;

/** The conversation as `userId` sees it (they are known to be in it). */
async function viewOf(deps: Deps, conversationId: string, userId: string): Promise<ConversationView> {
  const record = await deps.views.viewFor(conversationId, userId);
  if (!record) throw notFound('chat.conversationNotFound');
  return presentConversation(record, deps.urls);
}

/** The whole conversation to those who just got it (all its members when `userIds` is not given). */
async function give(deps: Deps, conversationId: string, userIds?: string[]) {
  deps.events.conversationGiven(await deps.views.viewsForParticipants(conversationId, userIds));
}

/**
 * The new first members and count to every member but `newcomers` (who get the whole conversation).
 * Answers the members' ids.
 */
async function announceMembers(deps: Deps, conversationId: string, newcomers: string[] = []): Promise<string[]> {
  const [memberIds, preview] = await Promise.all([
    deps.conversations.participantIds(conversationId),
    deps.views.participantsPreview(conversationId),
  ]);
  const skip = new Set(newcomers);
  const { participantsCount } = preview;
  // Newcomers join at the end: the first members stay the same unless there were fewer than the preview holds.
  const previewKept = newcomers.length > 0 && participantsCount - newcomers.length >= LIMITS.chat.participantsPreview;
  deps.events.conversationChanged(
    conversationId,
    memberIds.filter((id) => !skip.has(id)),
    previewKept
      ? { participantsCount }
      : { participants: preview.participants.map(presentParticipant), participantsCount },
  );
  return memberIds;
}

export async function listConversations(deps: Deps, userId: string): Promise<ConversationView[]> {
  return (await deps.views.listFor(userId)).map((record) => presentConversation(record, deps.urls));
}

/** Under LIMITS.userSearchMinLength characters after trimming: an empty list, and no query at all. */
export async function searchUsers(deps: Deps, userId: string, text: string): Promise<ChatUserSearchResult[]> {
  const trimmed = text.trim();
  if (trimmed.length < LIMITS.userSearchMinLength) return [];
  const rows = await deps.userSearch.search(trimmed, userId, LIMITS.chat.maxSearchResults);
  const online = new Set(await deps.presence.onlineAmong(rows.map((row) => row.id)));
  return rows.map((row) => presentSearchResult(row, online.has(row.id)));
}

/** Create-or-get THE direct conversation of the caller and the target. */
export async function openDirect(
  deps: Deps,
  userId: string,
  rawTargetId: string,
): Promise<{ conversation: ConversationView; created: boolean }> {
  const targetId = rawTargetId.toLowerCase();
  if (targetId === userId) throw badRequest('chat.cannotChatWithSelf');
  if (!isUuid(targetId) || (await deps.conversations.existingUserIds([targetId])).length === 0) {
    throw notFound('chat.userNotFound');
  }
  let outcome: { id: string; created: boolean };
  try {
    outcome = await deps.conversations.createOrGetDirect(userId, targetId);
  } catch (error) {
    // The target's account was deleted between the check and the insert.
    if (foreignKeyViolationConstraint(error) !== null) throw notFound('chat.userNotFound');
    throw error;
  }
  if (outcome.created) {
    await give(deps, outcome.id);
    deps.introduce([userId, targetId], []);
  }
  return { conversation: await viewOf(deps, outcome.id, userId), created: outcome.created };
}

/** Existing users among `rawIds` (deduplicated, without the caller); 400 when any is unknown. */
async function checkedMembers(deps: Deps, rawIds: string[], userId: string): Promise<string[]> {
  const ids = [...new Set(rawIds.map((id) => id.toLowerCase()))].filter((id) => id !== userId);
  const existing = await deps.conversations.existingUserIds(ids);
  if (existing.length !== ids.length) throw badRequest('chat.memberInvalid');
  return ids;
}

export async function createGroup(
  deps: Deps,
  userId: string,
  body: z.output<typeof createGroupBodySchema>,
): Promise<ConversationView> {
  const memberIds = await checkedMembers(deps, body.memberIds, userId);
  // A group is made with the people in it; a community may start empty (others join it).
  if (body.type === 'group' && memberIds.length === 0) throw badRequest('chat.memberInvalid');
  if (body.type === 'group' && memberIds.length + 1 > LIMITS.chat.groupMembers) throw badRequest('chat.tooManyMembers');
  const id = await deps.conversations.createGroup({ type: body.type, name: body.name, ownerId: userId, memberIds });
  await give(deps, id);
  if (body.type === 'group') deps.introduce([userId, ...memberIds], []);
  return viewOf(deps, id, userId);
}

/** Groups and communities only; any member may rename. */
export async function renameConversation(deps: Deps, userId: string, rawId: string, name: string) {
  const membership = await membershipOr404(deps, rawId, userId);
  authorize(conversationPolicy.manage(userId, membership), () => forbidden('chat.notAllowed'));
  await deps.conversations.rename(membership.conversationId, name);
  const memberIds = await deps.conversations.participantIds(membership.conversationId);
  deps.events.conversationChanged(membership.conversationId, memberIds, { name });
  return viewOf(deps, membership.conversationId, userId);
}

/** Any member of a group or community adds people; those already in stay as they are. */
export async function addMembers(deps: Deps, userId: string, rawId: string, rawUserIds: string[]) {
  const membership = await membershipOr404(deps, rawId, userId);
  authorize(conversationPolicy.manage(userId, membership), () => forbidden('chat.notAllowed'));
  const ids = await checkedMembers(deps, rawUserIds, userId);
  const cap = membership.type === 'group' ? LIMITS.chat.groupMembers : null;
  const added = await deps.conversations.addMembers(membership.conversationId, ids, cap);
  if (added === null) throw badRequest('chat.tooManyMembers');
  if (added.length > 0) {
    await give(deps, membership.conversationId, added);
    const memberIds = await announceMembers(deps, membership.conversationId, added);
    if (membership.type === 'group') deps.introduce(added, memberIds);
  }
  return viewOf(deps, membership.conversationId, userId);
}

/**
 * Removing oneself is leaving (the owner's place goes to the member who joined first after them; the
 * last one out deletes the conversation). Removing someone else takes the owner or an admin; nobody
 * removes the owner, and an admin does not remove another admin.
 */
export async function removeMember(deps: Deps, userId: string, rawId: string, rawTargetId: string) {
  const membership = await membershipOr404(deps, rawId, userId);
  const conversationId = membership.conversationId;
  authorize(conversationPolicy.manage(userId, membership), () => forbidden('chat.notAllowed'));
  const targetId = rawTargetId.toLowerCase();
  if (targetId !== userId) {
    authorize(conversationPolicy.removeOthers(userId, membership), () => forbidden('chat.notAllowed'));
    const target = isUuid(targetId) ? await deps.conversations.findMembership(conversationId, targetId) : undefined;
    if (!target) throw notFound('chat.userNotFound');
    authorize(conversationPolicy.outranks(membership, target), () => forbidden('chat.notAllowed'));
  }
  const outcome = await deps.conversations.removeMember(conversationId, targetId);
  if (!outcome.removed) throw notFound('chat.userNotFound');
  deps.events.conversationRemoved(targetId, conversationId, true);
  if (!outcome.conversationDeleted) await announceMembers(deps, conversationId);
  return { conversationId, userId: targetId };
}

/** A page of the members, in joining order (the group info panel shows them all). */
export async function listMembers(
  deps: Deps,
  userId: string,
  rawId: string,
  query: z.output<typeof conversationMembersQuerySchema>,
): Promise<ConversationMembersAnswer> {
  const { conversationId } = await membershipOr404(deps, rawId, userId);
  const page = await deps.views.membersPage({ conversationId, limit: query.limit, after: query.after?.toLowerCase() });
  return { members: page.members.map(presentParticipant), hasMore: page.hasMore };
}

export async function listCommunities(deps: Deps, userId: string): Promise<CommunitySummary[]> {
  return (await deps.views.communitiesNotJoined(userId, COMMUNITY_LIST_LIMIT)).map(presentCommunity);
}

/** Communities are open to everyone; a group or direct conversation is joined only by being added. */
export async function joinCommunity(deps: Deps, userId: string, rawId: string): Promise<ConversationView> {
  const id = isUuid(rawId) ? rawId.toLowerCase() : null;
  const type = id ? await deps.conversations.findType(id) : undefined;
  if (!id || !type) throw notFound('chat.conversationNotFound');
  if (type !== 'community') {
    // Members learn they cannot join what they are in; others do not learn that it exists.
    if (await deps.conversations.findMembership(id, userId)) throw forbidden('chat.notAllowed');
    throw notFound('chat.conversationNotFound');
  }
  try {
    if (await deps.conversations.join(id, userId)) {
      await give(deps, id, [userId]);
      await announceMembers(deps, id, [userId]);
    }
  } catch (error) {
    // The community was deleted (its last member left) in between.
    if (foreignKeyViolationConstraint(error) !== null) throw notFound('chat.conversationNotFound');
    throw error;
  }
  return viewOf(deps, id, userId);
}

export async function setMuted(deps: Deps, userId: string, rawId: string, muted: boolean) {
  const { conversationId } = await membershipOr404(deps, rawId, userId);
  await deps.conversations.updateOwnState(conversationId, userId, { muted });
  deps.events.conversationChanged(conversationId, [userId], { muted });
  return viewOf(deps, conversationId, userId);
}

/** "Delete chat" for the caller only: hidden, and their history restarts, until a newer message. */
export async function deleteForMe(deps: Deps, userId: string, rawId: string) {
  const { conversationId } = await membershipOr404(deps, rawId, userId);
  await deps.conversations.updateOwnState(conversationId, userId, 'clear');
  deps.events.conversationRemoved(userId, conversationId, false);
  return { conversationId };
}

/**
 * Marks the conversation read for the caller. When their position moved and they send read receipts,
 * the others who have it open hear conversation-read. Their other tabs hear the new count, if they have
 * any: the web client marks the open conversation read on every message that arrives in it, so in the
 * usual case of one tab this is a single UPDATE. With two tabs or more, the others are told (from a
 * socket, `readerSocketId`, all but that one; REST does not say which tab asked, so all of them).
 */
export async function markRead(deps: Deps, userId: string, rawId: unknown, readerSocketId?: string) {
  const id = typeof rawId === 'string' && isUuid(rawId) ? rawId.toLowerCase() : null;
  const mark = id ? await deps.reads.markRead(id, userId) : null;
  if (!id || !mark) throw notFound('chat.conversationNotFound');
  if (mark.lastReadMessageId) {
    deps.events.conversationRead(
      { conversationId: id, userId, lastReadMessageId: mark.lastReadMessageId },
      mark.silentIds,
    );
  }
  if (deps.events.mayHaveOtherTabs(userId))
    deps.events.conversationChanged(id, [userId], { unreadCount: 0 }, readerSocketId);
  return { conversationId: id, unreadCount: 0 };
}
