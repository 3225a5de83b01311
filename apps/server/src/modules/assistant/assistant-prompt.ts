import type { Language } from '@teamhub/contracts';
import type { AssistantTurn, WorkspaceGrounding, WorkspaceSource } from './builtin/builtin.types.js';
import { describedLine } from './builtin/source-labels.js';
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

/** A source as the model reads it: "[1] Tin nhắn của An trong “Nhóm thiết kế”, 12 thg 3, 10:00: “…”". */
const sourceLine = (source: WorkspaceSource) => `[${source.number}] ${describedLine(source)}: “${source.excerpt}”`;

/**
 * The asker's search hits for this question, numbered, and how to use them: answer from them, cite
 * each statement's source as [n] (the app turns [n] into a link and lists the sources cited), and
 * say so when they do not answer the question instead of guessing.
 */
function sourcesPrompt(sources: WorkspaceSource[]): string {
  const intro = [
    "Sources from the user's TeamHub workspace, found by searching it for this question as this user (only what",
    'they may open), best match first: each with its number, what it is and when, and its words.',
  ];
  const instructions = [
    'Answer from these sources when they bear on the question. Right after each statement taken from a source,',
    'cite it by its number in square brackets, like [1] or [2][3]; cite only sources that say what you state.',
    'Do not write links or a list of sources: the app adds them. If the sources do not answer the question, say',
    'plainly that you found nothing about it in the workspace; never invent workspace facts.',
  ];
  return [intro.join(' '), '', ...sources.map(sourceLine), '', instructions.join(' ')].join('\n');
}

/** A search of the workspace for this question found nothing the asker may open. */
function noSourcesPrompt(): string {
  return [
    "A search of the user's TeamHub workspace for this question found nothing they may open.",
    'If the question is about their workspace (messages, posts, tasks, documents, people or projects), say plainly',
    'that you found nothing about it in the workspace instead of guessing; otherwise answer from general knowledge.',
  ].join(' ');
}

/** What the workspace gives a model for this question, as its second system message (null: nothing). */
export function groundingPrompt(grounding: WorkspaceGrounding): string | null {
  switch (grounding.kind) {
    case 'none':
      return null;
    case 'facts':
      return workspaceFactsPrompt(grounding.facts);
    case 'sources':
      return grounding.sources.length > 0 ? sourcesPrompt(grounding.sources) : noSourcesPrompt();
  }
}

/** What a language model is sent for one question. */
export function modelMessages(
  language: Language,
  grounding: WorkspaceGrounding,
  history: AssistantTurn[],
  question: string,
): ModelMessage[] {
  const context = groundingPrompt(grounding);
  return [
    { role: 'system', content: systemPrompt(language) },
    ...(context ? [{ role: 'system' as const, content: context }] : []),
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question },
  ];
}
