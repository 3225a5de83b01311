import type { PublicUser } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { socialLinks, telegramUrl } from './social-links';

describe('telegramUrl', () => {
  it.each([
    ['@minh_anh', 'https://t.me/minh_anh'],
    ['t.me/minh_anh', 'https://t.me/minh_anh'],
    ['https://t.me/minh_anh', 'https://t.me/minh_anh'],
  ])('%s → %s', (contact, url) => expect(telegramUrl(contact)).toBe(url));
});

describe('socialLinks', () => {
  it('lists the set links in order and drops anything that is not http(s)', () => {
    const user = {
      instagram: 'https://instagram.com/minh',
      facebook: 'javascript:alert(1)',
      telegram: '@minh_anh',
      website: '',
    } as PublicUser;
    expect(socialLinks(user)).toEqual([
      { kind: 'instagram', href: 'https://instagram.com/minh' },
      { kind: 'telegram', href: 'https://t.me/minh_anh' },
    ]);
  });
});
