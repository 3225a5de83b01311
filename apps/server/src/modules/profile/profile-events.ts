import type { Database } from '../../db/database.js';
import { afterCommit } from '../../lib/transaction.js';

/** A follow that was really inserted (a repeated follow tells nobody). */
export interface FollowCreated {
  followerId: string;
  followingId: string;
}

/** Told of a new follow after its commit (the follow notification). */
export type FollowCreatedListener = (follow: FollowCreated) => Promise<void>;

export interface ProfileEventsDeps {
  onFollowCreated?: FollowCreatedListener;
  /** What posts show of their author (name, avatar) changed: feed pages forget it. */
  onAuthorChanged?: () => Promise<void>;
}

/**
 * Everything that follows a profile write, in one place. The services call these inside their
 * transaction; each consequence is scheduled for after the commit (lib/transaction.ts), and runs
 * before the answer is sent.
 */
export interface ProfileEvents {
  followCreated(tx: Database, follow: FollowCreated): void;
  /** A name or an avatar changed. */
  authorChanged(tx: Database): void;
}

export function createProfileEvents({ onFollowCreated, onAuthorChanged }: ProfileEventsDeps): ProfileEvents {
  return {
    followCreated(tx, follow) {
      if (onFollowCreated) afterCommit(tx, () => onFollowCreated(follow));
    },
    authorChanged(tx) {
      if (onAuthorChanged) afterCommit(tx, onAuthorChanged);
    },
  };
}
