const randomPart = () => Math.random().toString(36).slice(2, 12) || '0';

/** A new conversation id of the specification's form conv_{timestamp}_{random}. */
export const newConversationId = (now = Date.now()) => `conv_${now}_${randomPart()}`;

/** An id for one message, unique within this browser's conversation. */
export const newMessageId = (now = Date.now()) => `msg_${now}_${randomPart()}`;
