/** The quick row of reactions in a message's menu, as most chats offer; any other comes from the picker. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
