import { aiConversationIdSchema, LIMITS, z } from '@teamhub/contracts';
import { isAssistantErrorType } from './assistant-errors';
import { newConversationId } from './conversation-id';
import type { AssistantConversation, AssistantMessage } from './conversation-state';

const STORAGE_KEY = LIMITS.assistant.localStorageKey;

const time = z.union([z.string(), z.number()]).transform((value) => new Date(value));

// Read leniently: fields a message does not need may be missing or odd; the rest must be right.
const storedMessageSchema = z.object({
  id: z.string().min(1),
  sender: z.enum(['user', 'ai']),
  text: z.string(),
  timestamp: time,
  streaming: z.boolean().optional().catch(false),
  isError: z.boolean().optional().catch(false),
  errorType: z.string().optional().catch(undefined),
  suggestion: z.string().optional().catch(undefined),
  serverMessage: z.string().optional().catch(undefined),
  modelUsed: z.string().optional().catch(undefined),
  processingTime: z.number().nonnegative().optional().catch(undefined),
  stopped: z.boolean().optional().catch(undefined),
});

const storedConversationSchema = z.object({
  id: aiConversationIdSchema,
  messages: z.array(storedMessageSchema),
  timestamp: time,
  /** Whose conversation it is: another account signing in on this browser does not get it. */
  userId: z.string().optional().catch(undefined),
});

type StoredMessage = z.infer<typeof storedMessageSchema>;

function toMessage(stored: StoredMessage): AssistantMessage {
  const isError = stored.isError === true;
  return {
    id: stored.id,
    sender: stored.sender,
    text: stored.text,
    timestamp: Number.isNaN(stored.timestamp.getTime()) ? new Date(0).toISOString() : stored.timestamp.toISOString(),
    // A reply that was streaming when the page went away will never finish: it shows as stopped.
    streaming: false,
    isError,
    ...(isError && { errorType: isAssistantErrorType(stored.errorType) ? stored.errorType : 'unknown' }),
    ...(stored.suggestion && { suggestion: stored.suggestion }),
    ...(stored.serverMessage && { serverMessage: stored.serverMessage }),
    ...(stored.modelUsed && { modelUsed: stored.modelUsed }),
    ...(stored.processingTime !== undefined && { processingTime: stored.processingTime }),
    ...((stored.stopped || stored.streaming) && !isError && { stopped: true }),
  };
}

/**
 * The conversation this browser kept, if it was saved less than 24 hours before `now`, has messages
 * (specification section 4) and is not another account's; otherwise null, and a stale, unreadable or
 * other account's copy is removed.
 */
export function loadConversation(now: number, userId?: string): AssistantConversation | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = storedConversationSchema.safeParse(json);
  const savedAt = parsed.success ? parsed.data.timestamp.getTime() : Number.NaN;
  const fresh = now - savedAt < LIMITS.assistant.retentionMs;
  const owner = parsed.success ? parsed.data.userId : undefined;
  const someoneElse = owner !== undefined && userId !== undefined && owner !== userId;
  if (!parsed.success || !fresh || someoneElse || parsed.data.messages.length === 0) {
    clearConversation();
    return null;
  }
  return {
    id: parsed.data.id,
    messages: parsed.data.messages.map(toMessage),
    timestamp: parsed.data.timestamp.toISOString(),
  };
}

/** The kept conversation, or a new empty one with a new id. */
export function restoreOrCreateConversation(userId?: string, now = Date.now()): AssistantConversation {
  return (
    loadConversation(now, userId) ?? {
      id: newConversationId(now),
      messages: [],
      timestamp: new Date(now).toISOString(),
    }
  );
}

/** Saves the conversation with the time of saving; an empty one is removed instead. */
export function saveConversation(conversation: AssistantConversation, userId?: string, now = Date.now()) {
  if (conversation.messages.length === 0) {
    clearConversation();
    return;
  }
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ...conversation, timestamp: new Date(now).toISOString(), userId }),
    );
  } catch {
    // Storage full or blocked (private mode): the conversation still works, it just is not kept.
  }
}

export function clearConversation() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage: nothing was kept.
  }
}
