import type { Language, SearchHit } from '@teamhub/contracts';
import { highlighted, inline, link, PAGE_SIZE } from '../answer-format.js';
import type { SearchScope } from '../intent-detection.js';
import { describeHit } from '../source-labels.js';
import { searchByTerms } from '../workspace-search.js';
import type { AnswerContext, WorkspaceAnswer } from './answer-context.js';

/** A hit as a numbered list item: what it is, linked to where it opens, its time, and its snippet. */
function hitLines(hit: SearchHit, number: number, language: Language): string[] {
  const { label, time } = describeHit(hit, language);
  const head = `${number}. ${link(label, hit.link)}${time ? ` · ${time}` : ''}`;
  const snippet = hit.snippet.text.trim();
  // A document found by its name, a person or a project: the snippet would repeat the label.
  if (snippet === '' || snippet === hit.title) return [head];
  // A backslash at the end of a line is a line break inside the item.
  return [`${head}\\`, `   “${highlighted(hit.snippet)}”`];
}

/**
 * A search question's answer: the asker's search (only what they may open: their conversations, the
 * feed, their projects' tasks, their own documents and the words inside them), best match first, a
 * page at a time; each hit a link that opens it exactly (the message in its conversation, the page of
 * the document). A model is given no facts from here: it is given the same hits as numbered sources.
 */
export async function searchAnswer(
  context: AnswerContext,
  scope: SearchScope,
  terms: string[],
): Promise<WorkspaceAnswer> {
  const { texts, language, page, userId } = context;
  const offset = page * PAGE_SIZE;
  const { hits, hasMore } = await searchByTerms(context.repositories.search, scope, terms, {
    userId,
    offset,
    limit: PAGE_SIZE,
  });
  const shownTerms = inline(terms.join(' '), 80);
  if (hits.length === 0) {
    const markdown = page > 0 ? [texts.nothingMore] : [texts.search.none(shownTerms), '', texts.search.tip];
    return { markdown, facts: null };
  }
  const markdown = [texts.search.heading(shownTerms), ''];
  hits.forEach((hit, index) => markdown.push(...hitLines(hit, offset + index + 1, language)));
  if (hasMore) markdown.push('', texts.moreAvailable);
  return { markdown, facts: null };
}
