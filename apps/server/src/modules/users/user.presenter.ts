import {
  VISIBILITY_FIELDS,
  VISIBILITY_SETTINGS,
  type AuthorSummary,
  type FieldVisibility,
  type ProfileVisibility,
  type PublicUser,
  type VisibleUser,
} from '@teamhub/contracts';
import type { UserRow } from '../../db/schema/index.js';

/** The owner's visibility choices as stored (the database allows only the two values). */
export function visibilityOf(row: UserRow): ProfileVisibility {
  return {
    email: row.emailVisibility as FieldVisibility,
    address: row.addressVisibility as FieldVisibility,
    dateOfBirth: row.dateOfBirthVisibility as FieldVisibility,
    links: row.linksVisibility as FieldVisibility,
  };
}

/**
 * A user row as its owner sees it: every field and their visibility choices, never the password
 * hash or internal columns. Only for answers about the caller themselves (see presentUserTo).
 */
export function presentUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    email: row.email,
    position: row.position,
    address: row.address,
    dateOfBirth: row.dateOfBirth,
    website: row.website,
    facebook: row.facebook,
    instagram: row.instagram,
    telegram: row.telegram,
    avatar: row.avatar,
    verified: row.verified,
    postsCount: row.postsCount,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    createdAt: row.createdAt.toISOString(),
    visibility: visibilityOf(row),
    // The database allows only the three values.
    theme: row.theme,
    sendReadReceipts: row.sendReadReceipts,
    timeZone: row.timeZone,
    role: row.role,
    ...(row.status === 'deactivated' ? { deactivated: true as const } : {}),
  };
}

/**
 * A user row as `viewerId` may see it: the owner gets everything; anyone else gets no key at all
 * for a field its owner keeps to themselves, nor the choices themselves.
 */
export function presentUserTo(row: UserRow, viewerId: string): VisibleUser {
  const whole = presentUser(row);
  if (row.id === viewerId) return whole;
  const { visibility, theme: _ownTheme, sendReadReceipts: _ownReceipts, timeZone: _ownZone, ...fields } = whole;
  const seen: VisibleUser = fields;
  for (const setting of VISIBILITY_SETTINGS) {
    if (visibility[setting] === 'everyone') continue;
    for (const field of VISIBILITY_FIELDS[setting]) delete seen[field];
  }
  return seen;
}

/**
 * The author block of posts, comments and people lists: public fields only. A deleted account (when the
 * caller read its `status`) is marked and shows no avatar: clients name it "deleted user".
 */
export function presentAuthor(
  row: Pick<UserRow, 'id' | 'username' | 'avatar' | 'verified'> & Partial<Pick<UserRow, 'status'>>,
): AuthorSummary {
  if (row.status === 'deleted') {
    return { _id: row.id, id: row.id, username: row.username, avatar: '', verified: false, deleted: true };
  }
  return { _id: row.id, id: row.id, username: row.username, avatar: row.avatar, verified: row.verified };
}
