import { notFound } from '../../lib/http-error.js';
import type { PolicyRule } from '../../lib/policy.js';
import { isUuid } from '../../lib/validation.js';
import type { ChatServiceDeps } from './chat.deps.js';
import type { Membership } from './conversations.repository.js';
import type { MessageFacts } from './messages.repository.js';

/**
 * The caller's membership of the conversation a URL or event names. An unknown or malformed id and
 * a conversation the caller is not in all answer the same 404: nobody learns that it exists.
 */
export async function membershipOr404(
  { conversations }: Pick<ChatServiceDeps, 'conversations'>,
  rawId: unknown,
  userId: string,
): Promise<Membership> {
  const membership =
    typeof rawId === 'string' && isUuid(rawId)
      ? await conversations.findMembership(rawId.toLowerCase(), userId)
      : undefined;
  if (!membership) throw notFound('chat.conversationNotFound');
  return membership;
}

/** Who may do what to a message (the caller is a member: checked before, 404 otherwise). */
export const messagePolicy = {
  /** Only its sender edits or deletes a message (403 'chat.notSender'). */
  change: ((userId, message) => message.senderId === userId) satisfies PolicyRule<Pick<MessageFacts, 'senderId'>>,
  /** Only text is edited: a file message's content is its file (403 'chat.notAllowed'). */
  edit: ((_userId, message) => message.messageType === 'text') satisfies PolicyRule<Pick<MessageFacts, 'messageType'>>,
  /**
   * Anyone pins and unpins in a direct chat; in a group or a community, its owner and admins (403
   * 'chat.pinNotAllowed'): a pin shows to every member, as a rename does.
   */
  pin: ((_userId, membership) => membership.type === 'direct' || membership.role !== 'member') satisfies PolicyRule<
    Pick<Membership, 'type' | 'role'>
  >,
};

/** Who may manage a conversation: the caller's own membership decides. */
export const conversationPolicy = {
  /** Groups and communities have names, avatars and members to manage; a direct chat has none (403). */
  manage: ((_userId, membership) => membership.type !== 'direct') satisfies PolicyRule<Pick<Membership, 'type'>>,
  /** Removing someone else takes an owner or an admin (403 'chat.notAllowed'). */
  removeOthers: ((_userId, membership) => membership.role !== 'member') satisfies PolicyRule<Pick<Membership, 'role'>>,
  /** Nobody removes the owner, and only the owner removes an admin (403 'chat.notAllowed'). */
  outranks: (remover: Pick<Membership, 'role'>, target: Pick<Membership, 'role'>) =>
    target.role !== 'owner' && (target.role !== 'admin' || remover.role === 'owner'),
};
