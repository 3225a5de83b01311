/** A person's first reaction on a message (they had none on it before). */
export interface ReactionAdded {
  messageId: string;
  messageSenderId: string;
  reactorId: string;
  /** The emoji of that first reaction. */
  emoji: string;
}

/** A person removed their last reaction on a message. */
export type ReactionsWithdrawn = Omit<ReactionAdded, 'emoji'>;

/**
 * Told of reactions once they are committed (the notifications feature listens here): a person's
 * first reaction on a message and the removal of their last one, so each person notifies the sender
 * once per message however many emojis they add.
 */
export interface ReactionListeners {
  onReactionAdded: (reaction: ReactionAdded) => Promise<void>;
  onReactionsWithdrawn: (reaction: ReactionsWithdrawn) => Promise<void>;
}
