import type { PostView } from '@teamhub/contracts';

const VIDEO_EXTENSION = /\.(mp4|mov|webm|avi)$/i;

/** True when a media URL names a video file (mp4, mov, webm, avi), ignoring any query or fragment. */
export function hasVideoExtension(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return VIDEO_EXTENSION.test(path);
}

/** The post's media URL: `mediaUrl`, or `image` from older answers. */
export function postMediaUrl(post: Pick<PostView, 'mediaUrl' | 'image'>): string {
  return post.mediaUrl || post.image || '';
}

/** A post shows a video when the server says so or its file has a video extension (specification section 3). */
export function isVideoPost(post: Pick<PostView, 'mediaType' | 'mediaUrl' | 'image'>): boolean {
  return post.mediaType === 'video' || hasVideoExtension(postMediaUrl(post));
}
