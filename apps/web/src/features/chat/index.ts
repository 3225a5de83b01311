/**
 * What other features use from chat: its query keys, the caller's conversations and how one is named, and
 * its search for people (the search page's author filter).
 */
export { chatKeys, fetchConversations, searchChatUsers } from './api';
export { conversationTitle } from './utils/conversation-display';
