import type { ConversationRead } from '@teamhub/contracts';
import type { ChatServiceDeps } from './chat.deps.js';
import { membershipOr404 } from './chat.policy.js';

/**
 * How far the other participants have read (404 to anyone not in it). Marking read is markRead in
 * conversations.service.ts, which also tells the others.
 */
export async function listReads(deps: ChatServiceDeps, userId: string, rawId: string): Promise<ConversationRead[]> {
  const { conversationId } = await membershipOr404(deps, rawId, userId);
  return deps.reads.listFor(conversationId, userId);
}
