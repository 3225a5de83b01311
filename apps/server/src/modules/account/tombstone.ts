import { randomBytes } from 'node:crypto';
import type { NewUserRow } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';

/** A deleted account's new name: `deleted-` and 8 random hex digits. */
export const deletedUsername = () => `deleted-${randomBytes(4).toString('hex')}`;

/**
 * What a deleted account's users row becomes: nothing of the person stays (name, email, password,
 * profile, avatar, counts), only the id that others' messages point at. The name and email are new
 * unique values that no one can sign in with or receive mail at (`.invalid` is reserved for that, RFC
 * 2606); the password hash is of random bytes nobody ever saw.
 */
export async function tombstoneOf(now: Date): Promise<Partial<NewUserRow> & { username: string }> {
  return {
    username: deletedUsername(),
    email: `deleted-${randomBytes(12).toString('hex')}@deleted.invalid`,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    position: '',
    address: '',
    dateOfBirth: null,
    website: '',
    facebook: '',
    instagram: '',
    telegram: '',
    emailVisibility: 'only-me',
    addressVisibility: 'only-me',
    dateOfBirthVisibility: 'only-me',
    linksVisibility: 'only-me',
    theme: 'system',
    sendReadReceipts: false,
    timeZone: null,
    avatar: '',
    verified: false,
    postsCount: 0,
    followersCount: 0,
    followingCount: 0,
    role: 'member',
    status: 'deleted',
    lastSeenAt: null,
    updatedAt: now,
  };
}
