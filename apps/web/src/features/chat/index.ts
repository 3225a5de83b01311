/** What other features use from chat: its query keys and how a conversation is named. */
export { chatKeys } from './api';
export { conversationTitle } from './utils/conversation-display';
