import { LIMITS, type MessagePinView, type MessageUnpinned } from '@teamhub/contracts';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { authorize } from '../../lib/policy.js';
import { isUuid } from '../../lib/validation.js';
import { presentPin } from './chat.presenter.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { membershipOr404, messagePolicy } from './chat.policy.js';
import type { PinTarget } from './message-pins.repository.js';

type Deps = ChatServiceDeps;

/**
 * The message a pin or unpin names, when the caller may change its pin: 404 when it is unknown, in a
 * conversation they are not in, or before their history starts (they deleted the chat since); 403
 * 'chat.pinNotAllowed' for a plain member of a group or community.
 */
async function pinnableMessage(deps: Deps, userId: string, rawId: string): Promise<PinTarget> {
  const target = isUuid(rawId) ? await deps.pins.findTarget(rawId.toLowerCase(), userId) : undefined;
  if (!target?.role || !target.visible) throw notFound('chat.messageNotFound');
  authorize(messagePolicy.pin(userId, { type: target.type, role: target.role }), () => forbidden('chat.pinNotAllowed'));
  return target;
}

/**
 * Pins a message for the whole conversation. Pinning it again changes nothing and tells nobody; the
 * LIMITS.chat.pinsPerConversation-th + 1 pin answers 409 'chat.tooManyPins'.
 */
export async function pinMessage(deps: Deps, userId: string, rawId: string): Promise<MessagePinView> {
  const target = await pinnableMessage(deps, userId, rawId);
  const outcome = await deps.pins.pin(target, userId, LIMITS.chat.pinsPerConversation);
  if (outcome.status === 'gone') throw notFound('chat.messageNotFound');
  if (outcome.status === 'full') throw conflict('chat.tooManyPins');
  if (outcome.status === 'pinned') deps.events.messagePinned(outcome.pin, await deps.pins.viewerIds(target.id));
  return presentPin(outcome.pin, userId, deps.urls);
}

/** Unpins a message; unpinning one that is not pinned changes nothing and tells nobody. */
export async function unpinMessage(deps: Deps, userId: string, rawId: string): Promise<MessageUnpinned> {
  const target = await pinnableMessage(deps, userId, rawId);
  const answer = { conversationId: target.conversationId, messageId: target.id };
  if (await deps.pins.unpin(target.id)) deps.events.messageUnpinned(answer, await deps.pins.viewerIds(target.id));
  return answer;
}

/** The conversation's pins the caller's history shows, newest pin first (404 to anyone not in it). */
export async function listPins(deps: Deps, userId: string, rawId: string): Promise<MessagePinView[]> {
  const { conversationId } = await membershipOr404(deps, rawId, userId);
  const pins = await deps.pins.listFor(conversationId, userId);
  return pins.map((pin) => presentPin(pin, userId, deps.urls));
}
