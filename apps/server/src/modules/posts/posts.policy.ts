import type { PolicyRule } from '../../lib/policy.js';
import type { CommentFacts } from './comments.repository.js';
import type { PostFacts } from './posts.repository.js';

/** Who may do what to posts and comments. Every signed-in user reads every post (one team, one feed). */
export const postPolicy = {
  /** Commenting and replying, unless the author turned it off (403 'post.commentingOff'). */
  comment: ((_userId, post) => !post.turnOffCommenting) satisfies PolicyRule<Pick<PostFacts, 'turnOffCommenting'>>,
  /** Only its author edits or deletes a post (403 'post.notAuthor'). */
  manage: ((userId, post) => post.userId === userId) satisfies PolicyRule<Pick<PostFacts, 'userId'>>,
};

export const commentPolicy = {
  /** Only its author deletes a comment, with its replies (403 'comment.notAuthor'). */
  delete: ((userId, comment) => comment.userId === userId) satisfies PolicyRule<Pick<CommentFacts, 'userId'>>,
};
