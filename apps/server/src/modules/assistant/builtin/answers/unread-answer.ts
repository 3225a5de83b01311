import { parseFileMessageContent } from '@teamhub/contracts';
import { excerpt, formatInstant, inline, link, PAGE_SIZE } from '../answer-format.js';
import type { Mention, UnreadConversation } from '../workspace-reads.repository.js';
import type { AnswerContext, WorkspaceAnswer } from './answer-context.js';

/** How far back mentions are looked for. */
export const MENTION_DAYS = 30;

export const chatPath = (conversationId: string) => `/chat?c=${encodeURIComponent(conversationId)}`;

/**
 * Where a mention is: the message in its conversation (a reply in a thread: its root, with the thread
 * open beside it, as its notification leads), or the post (and comment) in the feed.
 */
function mentionPath(mention: Mention): string {
  if (mention.kind === 'message') {
    const { conversationId: c, threadRootId: thread, messageId } = mention;
    const params = new URLSearchParams(thread ? { c, message: thread, thread } : { c, message: messageId });
    return `/chat?${params.toString()}`;
  }
  const params = new URLSearchParams({ highlight: mention.postId ?? '' });
  if (mention.commentId) params.set('comment', mention.commentId);
  return `/?${params.toString()}`;
}

/** A message's text for a list: a file message shows its file name. */
export function messagePreview(content: string, messageType: string, attachmentLabel: string): string {
  if (messageType === 'text') return content;
  const file = parseFileMessageContent(content);
  return file ? `📎 ${file.filename}` : attachmentLabel;
}

function conversationLines(context: AnswerContext, conversations: UnreadConversation[]): string[] {
  const { texts, language } = context;
  return conversations.map((conversation) => {
    const parts = [link(conversation.name, chatPath(conversation.id)), texts.unread.count(conversation.unreadCount)];
    if (conversation.muted) parts.push(texts.unread.muted);
    const last = conversation.lastMessage;
    if (last) {
      const preview = messagePreview(last.content, last.messageType, texts.unread.attachment);
      parts.push(
        `${inline(last.senderUsername, 40)}: “${inline(preview, 90)}” (${formatInstant(last.createdAt, language)})`,
      );
    }
    return `- ${parts.join(' · ')}`;
  });
}

function mentionLines(context: AnswerContext, mentions: Mention[]): string[] {
  const { texts, language } = context;
  return mentions.map((mention) => {
    const sender = inline(mention.senderUsername, 40);
    const where =
      mention.kind === 'message'
        ? texts.unread.mentionIn(sender, link(mention.conversationName, mentionPath(mention)))
        : texts.unread.mentionInFeed(sender, mention.kind, mentionPath(mention));
    const tag = mention.unread ? ` · ${texts.unread.unreadTag}` : '';
    return `- ${where} · ${formatInstant(mention.createdAt, language)}: “${inline(mention.content, 140)}”${tag}`;
  });
}

/**
 * The asker's conversations with unread messages (as the chat list counts them; left and hidden
 * conversations are not theirs to see) and the recent messages that mention @their-name.
 */
export async function unreadAnswer(context: AnswerContext, mentionsFirst: boolean): Promise<WorkspaceAnswer> {
  const { texts, page, userId, username } = context;
  const request = { offset: page * PAGE_SIZE, limit: PAGE_SIZE };
  const since = new Date(context.now.getTime() - MENTION_DAYS * 24 * 60 * 60 * 1000);
  const [unread, mentions] = await Promise.all([
    context.repositories.reads.unreadConversations(userId, request),
    username
      ? context.repositories.reads.mentions(userId, username, since, request)
      : Promise.resolve({ items: [], hasMore: false }),
  ]);

  const unreadBlock: string[] = [];
  if (unread.totalConversations === 0 && page === 0) unreadBlock.push(texts.unread.none);
  else if (unread.conversations.length > 0) {
    unreadBlock.push(texts.unread.heading(unread.totalConversations, unread.totalMessages), '');
    unreadBlock.push(...conversationLines(context, unread.conversations));
    const rest = unread.totalConversations - page * PAGE_SIZE - unread.conversations.length;
    if (rest > 0) unreadBlock.push('', texts.andMore(rest));
  }
  const mentionsBlock: string[] = [];
  if (username) {
    const name = inline(username, 40);
    if (mentions.items.length === 0 && page === 0) mentionsBlock.push(texts.unread.mentionsNone(name, MENTION_DAYS));
    else if (mentions.items.length > 0) {
      mentionsBlock.push(
        texts.unread.mentionsHeading(name, MENTION_DAYS),
        '',
        ...mentionLines(context, mentions.items),
      );
      if (mentions.hasMore) mentionsBlock.push('', texts.moreAvailable);
    }
  }
  const blocks = (mentionsFirst ? [mentionsBlock, unreadBlock] : [unreadBlock, mentionsBlock]).filter(
    (block) => block.length > 0,
  );
  const markdown =
    blocks.length === 0 ? [texts.nothingMore] : blocks.flatMap((block, index) => (index ? ['', ...block] : block));

  const facts = [
    `Unread messages of the user: ${unread.totalMessages} in ${unread.totalConversations} conversations.`,
    ...unread.conversations.map((conversation) => {
      const last = conversation.lastMessage;
      const lastText = last
        ? ` | last message by ${last.senderUsername} at ${last.createdAt}: "${excerpt(messagePreview(last.content, last.messageType, '(attachment)'), 160)}"`
        : '';
      return `- conversation "${excerpt(conversation.name)}" (${conversation.type}) | ${conversation.unreadCount} unread${conversation.muted ? ' | muted' : ''}${lastText} | ${chatPath(conversation.id)}`;
    }),
    ...(username ? [`Messages, posts and comments mentioning @${username} in the last ${MENTION_DAYS} days:`] : []),
    ...mentions.items.map((mention) => {
      const where = mention.kind === 'message' ? `"${excerpt(mention.conversationName)}"` : `a ${mention.kind}`;
      return `- by ${mention.senderUsername} in ${where} at ${mention.createdAt}${mention.unread ? ' (unread)' : ''}: "${excerpt(mention.content, 200)}" | ${mentionPath(mention)}`;
    }),
  ];
  return { markdown, facts: facts.join('\n') };
}
