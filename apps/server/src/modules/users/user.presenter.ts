import type { AuthorSummary, PublicUser } from '@teamhub/contracts';
import type { UserRow } from '../../db/schema/index.js';

/** The only way a user row leaves the server: never the password hash or internal columns. */
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
  };
}

/** The author block of posts, comments and people lists: public fields only. */
export function presentAuthor(row: Pick<UserRow, 'id' | 'username' | 'avatar' | 'verified'>): AuthorSummary {
  return { _id: row.id, id: row.id, username: row.username, avatar: row.avatar, verified: row.verified };
}
