import type {
  AvatarAnswer,
  BirthdayListAnswer,
  FollowResult,
  ProfileAnswer,
  ProfileVisibilityUpdate,
  ServerMessageKey,
  UpdateProfileData,
  UserListAnswer,
  UserProfileAnswer,
  UserSettingsData,
} from '@teamhub/contracts';
import type { Database } from '../../db/database.js';
import { foreignKeyViolationConstraint, uniqueViolationConstraint } from '../../db/errors.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { inTransaction } from '../../lib/transaction.js';
import { isUuid } from '../../lib/validation.js';
import { presentAuthor, presentUser, presentUserTo } from '../users/user.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import { toAvatarWebp } from './avatar-image.js';
import { birthdaysOn, monthDayOf } from './birthdays.js';
import type { AvatarStorage } from './avatar-storage.js';
import type { FollowsRepository } from './follows.repository.js';
import type { ProfileEvents } from './profile-events.js';
import type { ProfileRepository, ProfileValues } from './profile.repository.js';
import { profilePolicy } from './profile.policy.js';

export interface ProfileServiceDeps {
  db: Database;
  users: UsersRepository;
  profiles: ProfileRepository;
  follows: FollowsRepository;
  avatars: AvatarStorage;
  /** What follows a write, after its commit (the follow notification, the feed cache). */
  events: ProfileEvents;
  /** Where a consequence that failed after the commit is reported; it never fails the write. */
  logError: (error: unknown) => void;
}

type WriteDeps<K extends keyof ProfileServiceDeps> = Pick<ProfileServiceDeps, 'db' | 'events' | 'logError' | K>;

/** `work` in a transaction, with what it schedules on its events run after the commit. */
const inProfileTransaction = <T>(deps: WriteDeps<never>, work: (tx: Database) => Promise<T>) =>
  inTransaction(deps.db, work, deps.logError);

/**
 * The id from a URL in canonical form, or 404: a malformed id names nobody, and checking it here
 * keeps PostgreSQL from failing on it (which would be a 500).
 */
function userIdOr404(userId: string): string {
  if (!isUuid(userId)) throw notFound('profile.userNotFound');
  return userId.toLowerCase();
}

/**
 * Another user's profile as the caller may see it (without the fields its owner keeps to themselves),
 * with whether the caller follows them; the caller's own id gives their whole profile.
 */
export async function getProfile(
  { users, follows }: Pick<ProfileServiceDeps, 'users' | 'follows'>,
  callerId: string,
  rawUserId: string,
): Promise<UserProfileAnswer> {
  // '@name' (a mention's link, /profile/@name) finds the account by its username.
  const row = rawUserId.startsWith('@')
    ? await users.findByUsername(rawUserId.slice(1))
    : await users.findById(userIdOr404(rawUserId));
  const userId = row?.id ?? '';
  // A deleted account is a tombstone kept for others' conversations, not a profile anyone can open.
  if (!row || row.status === 'deleted') throw notFound('profile.userNotFound');
  if (userId === callerId) return { user: presentUser(row) };
  const isFollowing = await follows.isFollowing({ followerId: callerId, followingId: userId });
  return { user: { ...presentUserTo(row, callerId), isFollowing } };
}

type UniqueField = 'username' | 'email';
const TAKEN: Record<UniqueField, ServerMessageKey> = { username: 'auth.usernameTaken', email: 'auth.emailTaken' };

/** 409 naming each taken field, with the first one's text as the message. */
function takenConflict(fields: UniqueField[]) {
  const errors = Object.fromEntries(fields.map((field) => [field, TAKEN[field]]));
  return conflict(TAKEN[fields[0] ?? 'username'], errors);
}

/** The visibility columns to write: only the settings the form sent. */
function visibilityColumns(visibility: ProfileVisibilityUpdate | undefined): Partial<ProfileValues> {
  if (!visibility) return {};
  const { email, address, dateOfBirth, links } = visibility;
  return {
    ...(email && { emailVisibility: email }),
    ...(address && { addressVisibility: address }),
    ...(dateOfBirth && { dateOfBirthVisibility: dateOfBirth }),
    ...(links && { linksVisibility: links }),
  };
}

/** Saves the edit-profile form. Name (any letter case) and email must not belong to another user. */
export async function updateProfile(
  deps: WriteDeps<'users' | 'profiles'>,
  userId: string,
  body: UpdateProfileData,
): Promise<ProfileAnswer> {
  const { users, profiles } = deps;
  const [byName, byEmail] = await Promise.all([users.findByUsername(body.username), users.findByEmail(body.email)]);
  const taken: UniqueField[] = [];
  if (byName && byName.id !== userId) taken.push('username');
  if (byEmail && byEmail.id !== userId) taken.push('email');
  if (taken.length > 0) throw takenConflict(taken);

  // `avatar` in the body is ignored on purpose: avatars change only through the upload.
  const { avatar: _ignored, visibility, ...fields } = body;
  try {
    const row = await inProfileTransaction(deps, async (tx) => {
      const updated = await profiles.update(tx, userId, { ...fields, ...visibilityColumns(visibility) });
      if (updated) deps.events.authorChanged(tx);
      return updated;
    });
    if (!row) throw notFound('profile.userNotFound');
    return { user: presentUser(row) };
  } catch (error) {
    // Another user took the name or email between the check above and this write.
    const constraint = uniqueViolationConstraint(error);
    if (constraint === null) throw error;
    throw takenConflict([constraint.includes('email') ? 'email' : 'username']);
  }
}

/**
 * Saves the caller's own preferences (the theme, chat read receipts: those the body names) and
 * answers their whole profile with them.
 */
export async function updateSettings(
  { profiles }: Pick<ProfileServiceDeps, 'profiles'>,
  userId: string,
  settings: UserSettingsData,
): Promise<ProfileAnswer> {
  const { theme, sendReadReceipts, timeZone } = settings;
  const row = await profiles.updateSettings(userId, {
    ...(theme === undefined ? {} : { theme }),
    ...(sendReadReceipts === undefined ? {} : { sendReadReceipts }),
    ...(timeZone === undefined ? {} : { timeZone }),
  });
  if (!row) throw notFound('profile.userNotFound');
  return { user: presentUser(row) };
}

/** Sets the avatar; posts show it, so feed pages forget it after the commit. */
const replaceAvatar = (deps: WriteDeps<'profiles'>, userId: string, avatar: string) =>
  inProfileTransaction(deps, async (tx) => {
    const replaced = await deps.profiles.replaceAvatar(tx, userId, avatar);
    if (replaced) deps.events.authorChanged(tx);
    return replaced;
  });

/**
 * Stores a new avatar. The file is written first and the row updated after; if the update fails
 * the new file is deleted, and once it succeeds the file it replaced is deleted: no orphans.
 */
export async function uploadAvatar(
  deps: WriteDeps<'profiles' | 'avatars'>,
  userId: string,
  upload: Buffer,
): Promise<AvatarAnswer> {
  const { avatars } = deps;
  const image = await toAvatarWebp(upload);
  const url = await avatars.save(image);
  let replaced: Awaited<ReturnType<ProfileRepository['replaceAvatar']>>;
  try {
    replaced = await replaceAvatar(deps, userId, url);
  } catch (error) {
    await avatars.remove(url);
    throw error;
  }
  if (!replaced) {
    await avatars.remove(url);
    throw notFound('profile.userNotFound');
  }
  await avatars.remove(replaced.previous);
  return { avatar: url, user: presentUser(replaced.row) };
}

/** Clears the avatar (the interface falls back to initials) and deletes its file. */
export async function removeAvatar(deps: WriteDeps<'profiles' | 'avatars'>, userId: string): Promise<ProfileAnswer> {
  const replaced = await replaceAvatar(deps, userId, '');
  if (!replaced) throw notFound('profile.userNotFound');
  await deps.avatars.remove(replaced.previous);
  return { user: presentUser(replaced.row) };
}

/** Users by name, each as the caller may see them. */
export async function listUsers(
  { profiles }: Pick<ProfileServiceDeps, 'profiles'>,
  callerId: string,
  limit: number,
): Promise<UserListAnswer> {
  const rows = await profiles.list(limit);
  return { users: rows.map((row) => presentUserTo(row, callerId)) };
}

/** Checks a follow target: not the caller, and an existing user. Answers its canonical id. */
async function followTarget(users: UsersRepository, callerId: string, rawUserId: string): Promise<string> {
  const userId = userIdOr404(rawUserId);
  authorize(profilePolicy.follow(callerId, userId), () => badRequest('profile.cannotFollowSelf'));
  const target = await users.findById(userId);
  if (!target || target.status === 'deleted') throw notFound('profile.userNotFound');
  return userId;
}

/** Follows a user; following again changes nothing and gives the same answer. */
export async function followUser(
  deps: WriteDeps<'users' | 'follows'>,
  callerId: string,
  rawUserId: string,
): Promise<FollowResult> {
  const followingId = await followTarget(deps.users, callerId, rawUserId);
  const pair = { followerId: callerId, followingId };
  try {
    const { followersCount } = await inProfileTransaction(deps, async (tx) => {
      const change = await deps.follows.follow(tx, pair);
      if (change.changed) deps.events.followCreated(tx, pair);
      return change;
    });
    if (followersCount === null) throw notFound('profile.userNotFound');
    return { following: true, followersCount };
  } catch (error) {
    // The target's account was deleted between the check and the insert.
    if (foreignKeyViolationConstraint(error) !== null) throw notFound('profile.userNotFound');
    throw error;
  }
}

/** Unfollows a user; unfollowing someone not followed changes nothing. */
export async function unfollowUser(
  deps: Pick<ProfileServiceDeps, 'db' | 'users' | 'follows'>,
  callerId: string,
  rawUserId: string,
): Promise<FollowResult> {
  const followingId = await followTarget(deps.users, callerId, rawUserId);
  const pair = { followerId: callerId, followingId };
  const { followersCount } = await inTransaction(deps.db, (tx) => deps.follows.unfollow(tx, pair));
  if (followersCount === null) throw notFound('profile.userNotFound');
  return { following: false, followersCount };
}

/**
 * People whose birthday is today (the server's local date) and who show their date of birth, by
 * name, with the day and month they were born (a 29 February birthday celebrated on the 28th says so).
 * Nobody who keeps their date of birth to themselves is listed, the caller included.
 */
export async function listBirthdays(
  { users }: Pick<ProfileServiceDeps, 'users'>,
  today: Date = new Date(),
): Promise<BirthdayListAnswer> {
  const rows = await users.findByBirthday(birthdaysOn(today));
  // Every row matched on its date of birth, so each has one.
  return {
    users: rows.flatMap((row) =>
      row.dateOfBirth ? [{ ...presentAuthor(row), birthday: monthDayOf(row.dateOfBirth) }] : [],
    ),
  };
}
