/** What other features use from chat: its query keys, the caller's conversations and how one is named. */
export { chatKeys, fetchConversations } from './api';
export { conversationTitle } from './utils/conversation-display';
