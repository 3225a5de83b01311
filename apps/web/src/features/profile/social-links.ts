import type { VisibleUser } from '@teamhub/contracts';

export type SocialKind = 'instagram' | 'facebook' | 'telegram' | 'website';

/** Where a stored Telegram contact leads: '@name' and 't.me/name' both become https://t.me/name. */
export function telegramUrl(contact: string): string {
  if (contact.startsWith('@')) return `https://t.me/${contact.slice(1)}`;
  return /^https?:\/\//i.test(contact) ? contact : `https://${contact}`;
}

/** The user's social links that are set (and sent: hidden ones never are), in display order, as safe http(s) URLs. */
export function socialLinks(user: VisibleUser): { kind: SocialKind; href: string }[] {
  const links: { kind: SocialKind; href: string }[] = [];
  if (user.instagram) links.push({ kind: 'instagram', href: user.instagram });
  if (user.facebook) links.push({ kind: 'facebook', href: user.facebook });
  if (user.telegram) links.push({ kind: 'telegram', href: telegramUrl(user.telegram) });
  if (user.website) links.push({ kind: 'website', href: user.website });
  // The server only stores http(s) links; this guards against anything else reaching an href.
  return links.filter((link) => /^https?:\/\//i.test(link.href));
}
