import type { Language } from '@teamhub/contracts';
import type { AssistantTurn } from './builtin/builtin.types.js';
import type { ModelMessage } from './providers/provider.js';

const LANGUAGE_NAMES: Record<Language, string> = { vi: 'Vietnamese', en: 'English' };

/** Who the model is and how it answers: Hypo, in the reader's interface language, short markdown. */
export function systemPrompt(language: Language): string {
  return [
    'You are Hypo, the friendly assistant built into TeamHub, a workspace where a team shares a feed,',
    'stories, chat, projects with task boards, and documents.',
    `Answer in ${LANGUAGE_NAMES[language]} (the language of the user's screen) unless the user writes in another language.`,
    'Be concise and helpful. Format with Markdown: short paragraphs, lists, and code blocks for code.',
    'When you do not know something, say so plainly instead of guessing.',
  ].join(' ');
}

/** The workspace facts the built-in assistant found for this question, as a model should read them. */
export function workspaceFactsPrompt(facts: string): string {
  return [
    "Facts from the user's TeamHub workspace that bear on this question (only what this user may see).",
    'Use them to answer; do not invent workspace data beyond them.',
    '',
    facts,
  ].join('\n');
}

/** What a language model is sent for one question. */
export function modelMessages(
  language: Language,
  facts: string | null,
  history: AssistantTurn[],
  question: string,
): ModelMessage[] {
  return [
    { role: 'system', content: systemPrompt(language) },
    ...(facts ? [{ role: 'system' as const, content: workspaceFactsPrompt(facts) }] : []),
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question },
  ];
}
