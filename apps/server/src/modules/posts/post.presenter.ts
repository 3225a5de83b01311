import type { CommentView, PostView } from '@teamhub/contracts';
import { presentAuthor } from '../users/user.presenter.js';
import type { CommentViewRow, PostViewRow, PreviewCommentJson } from './post-views.repository.js';

export function presentComment({ comment, author, replyTo, isLiked }: CommentViewRow): CommentView {
  return {
    _id: comment.id,
    id: comment.id,
    postId: comment.postId,
    user: presentAuthor(author),
    text: comment.text,
    parentComment: comment.parentId,
    replyTo: replyTo ? { _id: replyTo.id, username: replyTo.username } : null,
    likesCount: comment.likesCount,
    isLiked,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** A preview comment of the feed statement: always top-level, so no parent and no one replied to. */
function presentPreviewComment(json: PreviewCommentJson): CommentView {
  return {
    _id: json.id,
    id: json.id,
    postId: json.postId,
    user: presentAuthor(json.author),
    text: json.text,
    parentComment: null,
    replyTo: null,
    likesCount: json.likesCount,
    isLiked: json.isLiked,
    // Already formatted by the statement exactly as Date#toISOString would.
    createdAt: json.createdAt,
  };
}

/** A post as the feed shows it, with its preview comments oldest first. */
export function presentPost({ post, author, isLiked, preview, media }: PostViewRow): PostView {
  return {
    _id: post.id,
    id: post.id,
    user: presentAuthor(author),
    caption: post.caption,
    location: post.location,
    altText: post.altText,
    mediaUrl: post.mediaUrl,
    image: post.mediaUrl,
    thumbnailUrl: post.thumbnailUrl,
    mediaType: post.mediaType,
    // Every post has its items in post_media; a row written around the app (a fixture) is its one media.
    media: media ?? [
      { url: post.mediaUrl, thumbnailUrl: post.thumbnailUrl, mediaType: post.mediaType, altText: post.altText },
    ],
    hideViewCount: post.hideViewCount,
    hideLikeCount: post.hideLikeCount,
    turnOffCommenting: post.turnOffCommenting,
    likesCount: post.likesCount,
    isLiked,
    commentsCount: post.commentsCount,
    comments: (preview ?? []).map(presentPreviewComment),
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
  };
}
