import { excerpt, formatInstant, inline, link } from '../answer-format.js';
import { keyMessageCount, pickKeyMessages, substantialCount, type SummaryMessage } from '../extractive-summary.js';
import { fold, foldedWords } from '../text-folding.js';
import type { ConversationChoice } from '../workspace-reads.repository.js';
import type { AnswerContext, WorkspaceAnswer } from './answer-context.js';
import { chatPath, messagePreview } from './unread-answer.js';

/** How many of the newest messages a summary reads. */
export const SUMMARY_WINDOW = 100;
/** How many of the asker's conversations a name is looked for among (most recently active first). */
const CANDIDATES = 300;
const SUGGESTIONS = 5;

const normalised = (text: string) => fold(text).replace(/^[@#]/u, '').replace(/\s+/gu, ' ').trim();

/**
 * The asker's conversations that `target` names, best first: the same name, then a name holding the
 * whole text, then one holding every word of `keywords`; among equals, the most recently active.
 */
export function matchConversations(
  choices: ConversationChoice[],
  target: string,
  keywords: string,
): ConversationChoice[] {
  const wanted = normalised(target);
  const words = foldedWords(keywords);
  const scoreOf = (choice: ConversationChoice) => {
    const name = normalised(choice.name);
    if (!name) return 0;
    if (wanted && name === wanted) return 3;
    if (wanted && name.includes(wanted)) return 2;
    const nameWords = new Set(foldedWords(choice.name));
    return words.length > 0 && words.every((word) => nameWords.has(word)) ? 1 : 0;
  };
  return choices
    .map((choice, index) => ({ choice, index, score: scoreOf(choice) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.choice);
}

function suggestionLines(context: AnswerContext, choices: ConversationChoice[]): string[] {
  if (choices.length === 0) return [];
  return [
    '',
    context.texts.summary.recent,
    ...choices.slice(0, SUGGESTIONS).map((choice) => `- ${link(choice.name, chatPath(choice.id))}`),
  ];
}

/**
 * A short extractive summary of one conversation the asker is a member of now (a conversation they
 * left, or never were in, is "not found", as the chat's own 404): the key messages among the newest
 * ones they may see (after a chat they deleted for themselves), with who said them and when.
 */
export async function summaryAnswer(
  context: AnswerContext,
  target: string,
  keywords: string,
): Promise<WorkspaceAnswer> {
  const { texts, language, userId } = context;
  const { reads, conversations, chatViews } = context.repositories;
  const choices = await reads.conversationsOf(userId, CANDIDATES);
  if (!target.trim()) {
    return { markdown: [texts.summary.which, ...suggestionLines(context, choices)], facts: null };
  }
  const matches = matchConversations(choices, target, keywords);
  const chosen = matches[0];
  // Membership again, as the chat's membershipOr404 does: the list may be a moment old.
  const membership = chosen ? await conversations.findMembership(chosen.id, userId) : undefined;
  if (!chosen || !membership) {
    return {
      markdown: [texts.summary.notFound(inline(target, 80)), ...suggestionLines(context, choices)],
      facts: `No conversation named "${excerpt(target, 80)}" among the conversations the user is a member of.`,
    };
  }

  const page = await chatViews.messagesPage({ conversationId: chosen.id, viewerId: userId, limit: SUMMARY_WINDOW });
  const messages: SummaryMessage[] = page.messages.map((message) => ({
    id: message.id,
    senderUsername: message.sender.username,
    content: messagePreview(message.content, message.messageType, texts.unread.attachment),
    createdAt: message.createdAt,
  }));
  const title = link(chosen.name, chatPath(chosen.id));
  const others = matches.slice(1, 4).map((choice) => link(choice.name, chatPath(choice.id)));
  const first = messages[0];
  const last = messages.at(-1);
  if (!first || !last) {
    return {
      markdown: [texts.summary.empty(title)],
      facts: `Conversation "${excerpt(chosen.name)}" (${chosen.type}) | ${chatPath(chosen.id)}: no messages the user can see.`,
    };
  }

  const textMessages = messages.filter((_message, index) => page.messages[index]?.messageType === 'text');
  const picked = pickKeyMessages(textMessages, keyMessageCount(substantialCount(textMessages)));
  const speakers = [...new Set(messages.map((message) => message.senderUsername))];
  const names = speakers.slice(0, 6).map((name) => inline(name, 40));
  if (speakers.length > 6) names.push(`+${speakers.length - 6}`);
  const from = formatInstant(first.createdAt, language);
  const to = formatInstant(last.createdAt, language);

  const markdown = [
    texts.summary.heading(title),
    '',
    texts.summary.stats(messages.length, from, to, speakers.length, names.join(', ')),
  ];
  if (picked.length > 0) {
    markdown.push('', texts.summary.keyMessages);
    for (const message of picked) {
      markdown.push(
        `- **${inline(message.senderUsername, 40)}** (${formatInstant(message.createdAt, language)}): “${inline(message.content, 220)}”`,
      );
    }
  }
  if (others.length > 0) markdown.push('', texts.summary.alsoMatched(others.join(', ')));
  markdown.push('', texts.summary.method);

  const facts = [
    `Conversation "${excerpt(chosen.name)}" (${chosen.type}) | ${chatPath(chosen.id)}: messages the user can see: ${messages.length}${
      page.hasMore ? ` (the newest ${SUMMARY_WINDOW})` : ''
    } from ${first.createdAt} to ${last.createdAt}; speakers: ${speakers.join(', ')}.`,
    'Key messages (extractive):',
    ...picked.map(
      (message) => `- ${message.senderUsername} at ${message.createdAt}: "${excerpt(message.content, 300)}"`,
    ),
    'Latest messages:',
    ...messages
      .slice(-10)
      .map((message) => `- ${message.senderUsername} at ${message.createdAt}: "${excerpt(message.content, 200)}"`),
  ];
  return { markdown, facts: facts.join('\n') };
}
