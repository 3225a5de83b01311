import type { PolicyRule } from '../../lib/policy.js';

/**
 * Who may do what to profiles. Every signed-in user reads every profile; a profile and its avatar are
 * changed only by their owner, which the routes make structural: /api/profile and /api/profile/avatar
 * act on the signed-in user and take no user id.
 */
export const profilePolicy = {
  /** Following is of someone else (400 'profile.cannotFollowSelf'). */
  follow: ((userId, targetId) => targetId !== userId) satisfies PolicyRule<string>,
};
