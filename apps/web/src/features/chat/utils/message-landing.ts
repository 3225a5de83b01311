/** What opening a link to one message should do next, given the history loaded so far. */
export type LandingStep = 'found' | 'load-older' | 'wait' | 'failed' | 'missing';

export interface LandingInput {
  /** The loaded history, oldest first (only the ids are read). */
  messages: readonly { _id: string }[];
  targetId: string;
  /** The first page has arrived. */
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The last page asked for failed (the thread reports it; scrolling up asks again). */
  failed: boolean;
}

/**
 * Find or page until loaded: the message is found once it is among the loaded ones; until then the
 * page before the oldest is asked for, one at a time; a history read to its beginning without it
 * means the message is gone (deleted, or from before the reader's history starts).
 */
export function landingStep({ messages, targetId, loaded, hasOlder, loadingOlder, failed }: LandingInput): LandingStep {
  if (!loaded) return 'wait';
  const target = targetId.toLowerCase();
  if (messages.some((message) => message._id.toLowerCase() === target)) return 'found';
  if (loadingOlder) return 'wait';
  if (failed) return 'failed';
  return hasOlder ? 'load-older' : 'missing';
}
