import { describe, expect, it } from 'vitest';
import { avatarColor, AVATAR_PALETTE, hasRealAvatar } from './avatar-color';

describe('avatar fallback', () => {
  it('picks the same palette colour for the same first letter', () => {
    expect(avatarColor('anna')).toBe(avatarColor('Alex'));
    expect(AVATAR_PALETTE).toHaveLength(15);
  });
  it('treats the default placeholder as no avatar', () => {
    expect(hasRealAvatar('')).toBe(false);
    expect(hasRealAvatar('default-avatar.png')).toBe(false);
    expect(hasRealAvatar('/uploads/avatars/a.webp')).toBe(true);
  });
});
