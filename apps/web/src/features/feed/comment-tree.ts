import type { CommentView } from '@teamhub/contracts';

export interface CommentThread {
  comment: CommentView;
  /** Replies to this top-level comment, oldest first. */
  replies: CommentView[];
}

/**
 * Assembles the flat list the server sends (oldest first) into top-level comments with their
 * replies underneath. A reply whose parent is itself a reply goes under that reply's top-level
 * comment; a reply whose parent is not in the list is shown as a top-level comment rather than lost.
 */
export function buildCommentThreads(comments: CommentView[]): CommentThread[] {
  const byId = new Map(comments.map((comment) => [comment._id, comment]));
  const topLevelOf = (comment: CommentView): string | null => {
    let current = comment;
    const visited = new Set<string>();
    while (current.parentComment && !visited.has(current._id)) {
      visited.add(current._id);
      const parent = byId.get(current.parentComment);
      if (!parent) return null;
      current = parent;
    }
    return current._id === comment._id ? null : current._id;
  };

  const threads: CommentThread[] = [];
  const threadById = new Map<string, CommentThread>();
  const pendingReplies: { rootId: string; reply: CommentView }[] = [];
  for (const comment of comments) {
    const rootId = topLevelOf(comment);
    if (rootId === null) {
      const thread = { comment, replies: [] };
      threads.push(thread);
      threadById.set(comment._id, thread);
    } else {
      pendingReplies.push({ rootId, reply: comment });
    }
  }
  for (const { rootId, reply } of pendingReplies) threadById.get(rootId)?.replies.push(reply);
  return threads;
}

export interface ReplyTarget {
  /** The top-level comment the reply is filed under. */
  parentId: string;
  userId: string;
  username: string;
}

/** Replying to any comment files the reply under its top-level comment and addresses its author. */
export function replyTargetFor(comment: CommentView): ReplyTarget {
  return {
    parentId: comment.parentComment ?? comment._id,
    userId: comment.user._id,
    username: comment.user.username,
  };
}

/** The text a reply box starts with: '@username '. */
export const mentionPrefix = (username: string) => `@${username} `;

/** Cancelling a reply removes the untouched '@username ' prefix but keeps anything typed after it. */
export function withoutMention(text: string, username: string): string {
  const prefix = mentionPrefix(username);
  return text.startsWith(prefix) ? text.slice(prefix.length) : text;
}

/** Adds a comment at the end unless it is already there (our own answer and the live event both bring it). */
export function appendComment(comments: CommentView[], comment: CommentView): CommentView[] {
  return comments.some((existing) => existing._id === comment._id) ? comments : [...comments, comment];
}

export function removeComments(comments: CommentView[], ids: string[]): CommentView[] {
  const removed = new Set(ids);
  return comments.filter((comment) => !removed.has(comment._id));
}

export function updateComment(
  comments: CommentView[],
  commentId: string,
  update: (comment: CommentView) => CommentView,
): CommentView[] {
  return comments.map((comment) => (comment._id === commentId ? update(comment) : comment));
}
