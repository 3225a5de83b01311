// The API calls a reader's tab makes while messages arrive (bench/chat.mjs --read, --react), each as
// the member, to the server process their socket is on (`urlOf`), over keep-alive fetch.

/** The quick row of the message menu. */
const REACTION_EMOJIS = ['👍', '❤️', '😂', '😮', '😢', '🎉'];

/** POST /api/chats/conversations/:id/read as `member`, to the process it is connected to (keep-alive fetch). */
export const readerFor = (urlOf) => async (member, conversationId) => {
  const response = await fetch(`${urlOf(member)}/api/chats/conversations/${conversationId}/read`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`read answered ${response.status}`);
};

/** POST /api/chats/messages/:id/reactions as `member` (a random emoji of the quick row), keep-alive fetch. */
export const reactorFor = (urlOf) => async (member, messageId) => {
  const response = await fetch(`${urlOf(member)}/api/chats/messages/${messageId}/reactions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ emoji: REACTION_EMOJIS[Math.floor(Math.random() * REACTION_EMOJIS.length)] }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`reaction answered ${response.status}`);
};
