import { z } from './zod.js';

/** How many of a thread's latest repliers a root carries (the small avatars under it). */
export const THREAD_LAST_REPLIERS = 3;

const threadReplierSchema = z.object({ _id: z.string(), id: z.string(), username: z.string(), avatar: z.string() });
export type ThreadReplier = z.infer<typeof threadReplierSchema>;

/**
 * What a message carries about threads (issue 30). Each field is present only when it says
 * something: a reply in a thread has `threadRootId`; a root with replies has the count, the time of
 * the last one and its latest repliers; `threadUnreadCount` is the reader's own (history and thread
 * pages, thread-updated), present when the root has replies.
 */
export const messageThreadFields = {
  threadRootId: z.string().optional().describe('Set on a reply in a thread: the message the thread hangs under.'),
  threadReplyCount: z.number().int().optional().describe('A thread root: how many replies its thread has.'),
  threadLastReplyAt: z.string().optional().describe('A thread root: when the newest reply was sent.'),
  threadLastRepliers: z
    .array(threadReplierSchema)
    .optional()
    .describe(`A thread root: the latest people who replied, newest first, at most ${THREAD_LAST_REPLIERS}.`),
  threadUnreadCount: z
    .number()
    .int()
    .optional()
    .describe(
      'A thread root: replies by others since the reader last opened the thread (all of them for the root’s author who never opened it; 0 for anyone else who never opened or wrote in it).',
    ),
  deleted: z
    .literal(true)
    .optional()
    .describe('A deleted thread root: it keeps its thread and shows as "message deleted" (content is empty).'),
};
