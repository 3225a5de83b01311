// The API calls a reader's tab makes while messages arrive (bench/chat.mjs --read, --react), each as
// the member, to the server process their socket is on (`urlOf`), over keep-alive fetch.

/** The quick row of the message menu. */
const REACTION_EMOJIS = ['👍', '❤️', '😂', '😮', '😢', '🎉'];

/** POST /api/chats/conversations/:id/read as `member`, to the process it is connected to (keep-alive fetch). */
const postRead = async (url, member, conversationId) => {
  const response = await fetch(`${url}/api/chats/conversations/${conversationId}/read`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`read answered ${response.status}`);
};

/**
 * A reader's read marks, paced as the web client paces them (read-mark-pacer.ts): each member's
 * first mark in a conversation at once, those within `paceMs` after one sent folded into one at the
 * end of the interval. The promise is that of the mark sent (resolved at once for a folded one).
 */
export const readerFor = (urlOf, paceMs = 1_000) => {
  const sentAt = new Map();
  const waiting = new Set();
  return (member, conversationId) => {
    const key = `${member.token}|${conversationId}`;
    if (waiting.has(key)) return Promise.resolve();
    const wait = (sentAt.get(key) ?? -Infinity) + paceMs - performance.now();
    const send = () => {
      sentAt.set(key, performance.now());
      return postRead(urlOf(member), member, conversationId);
    };
    if (wait <= 0) return send();
    waiting.add(key);
    return new Promise((resolve) => setTimeout(resolve, wait)).then(() => {
      waiting.delete(key);
      return send();
    });
  };
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
