import { describe, expect, it } from 'vitest';
import { hasVideoExtension, isVideoPost, postMediaUrl } from './post-media';

describe('post media', () => {
  it.each(['/uploads/a.mp4', '/uploads/a.MOV', '/uploads/a.webm?v=2', 'https://cdn.example/x.avi#t=3'])(
    '%s is a video by extension',
    (url) => expect(hasVideoExtension(url)).toBe(true),
  );

  it.each(['/uploads/a.jpg', '/uploads/mp4.png', '/uploads/a.mp4.jpg', ''])('%s is not a video', (url) =>
    expect(hasVideoExtension(url)).toBe(false),
  );

  it('trusts mediaType, then the extension', () => {
    expect(isVideoPost({ mediaType: 'video', mediaUrl: '/uploads/x', image: '' })).toBe(true);
    expect(isVideoPost({ mediaType: 'image', mediaUrl: '/uploads/x.mov', image: '' })).toBe(true);
    expect(isVideoPost({ mediaType: 'image', mediaUrl: '/uploads/x.webp', image: '' })).toBe(false);
  });

  it('falls back to image when mediaUrl is empty', () => {
    expect(postMediaUrl({ mediaUrl: '', image: '/uploads/old.jpg' })).toBe('/uploads/old.jpg');
  });
});
