import { parseFileMessageContent } from '@teamhub/contracts';
import { excerpt, formatInstant, inline, link, PAGE_SIZE } from '../answer-format.js';
import type { SearchScope } from '../intent-detection.js';
import type { DocumentHit, Page, SharedFileHit } from '../workspace-reads.repository.js';
import type { AnswerContext, WorkspaceAnswer } from './answer-context.js';
import { chatPath } from './unread-answer.js';

const documentPath = (document: DocumentHit) =>
  document.folderId ? `/documents?folder=${encodeURIComponent(document.folderId)}` : '/documents';
const postPath = (postId: string) => `/?highlight=${encodeURIComponent(postId)}`;
const fileName = (hit: SharedFileHit) =>
  parseFileMessageContent(hit.content)?.filename ?? hit.content.split('\n')[0] ?? '';

const EMPTY: Page<never> = { items: [], hasMore: false };

/**
 * Documents and posts found by words: the asker's own documents (not in the trash), files sent in
 * conversations they are in (a document shared into a chat is one of them), and posts of the feed.
 * Without words, the newest of each.
 */
export async function searchAnswer(
  context: AnswerContext,
  scope: SearchScope,
  terms: string[],
): Promise<WorkspaceAnswer> {
  const { texts, language, page, userId } = context;
  const { reads } = context.repositories;
  const limit = scope === 'all' ? 4 : PAGE_SIZE;
  const request = { offset: page * limit, limit };
  const wantsDocuments = scope !== 'posts';
  const [documents, sharedFiles, posts] = await Promise.all([
    wantsDocuments ? reads.documents(userId, terms, request) : EMPTY,
    wantsDocuments ? reads.sharedFiles(userId, terms, request) : EMPTY,
    scope !== 'documents' ? reads.posts(terms, request) : EMPTY,
  ]);

  const shownTerms = inline(terms.join(' '), 80);
  const heading =
    terms.length > 0
      ? texts.search.heading(shownTerms)
      : scope === 'documents'
        ? texts.search.latestDocuments
        : scope === 'posts'
          ? texts.search.latestPosts
          : texts.search.latestAll;
  const found = documents.items.length + sharedFiles.items.length + posts.items.length;
  const markdown: string[] = [];
  if (found === 0) {
    if (page > 0) markdown.push(texts.nothingMore);
    else
      markdown.push(terms.length > 0 ? texts.search.none(shownTerms) : texts.search.noneLatest, '', texts.search.tip);
  } else {
    markdown.push(heading);
    if (documents.items.length > 0) {
      markdown.push('', texts.search.documents);
      for (const document of documents.items) {
        markdown.push(
          `- ${link(document.name, documentPath(document))} · ${formatInstant(document.updatedAt, language)}`,
        );
      }
    }
    if (sharedFiles.items.length > 0) {
      markdown.push('', texts.search.sharedFiles);
      for (const hit of sharedFiles.items) {
        const where = texts.search.sentBy(
          inline(hit.senderUsername, 40),
          link(hit.conversationName, chatPath(hit.conversationId)),
        );
        markdown.push(`- 📎 ${inline(fileName(hit), 100)} · ${where} · ${formatInstant(hit.createdAt, language)}`);
      }
    }
    if (posts.items.length > 0) {
      markdown.push('', texts.search.posts);
      for (const post of posts.items) {
        const label = post.caption.trim() ? post.caption : texts.search.noCaption;
        markdown.push(
          `- ${link(excerpt(label, 80), postPath(post.id))} · ${texts.search.postBy(inline(post.authorUsername, 40))} · ${formatInstant(post.createdAt, language)}`,
        );
      }
    }
    if (documents.hasMore || sharedFiles.hasMore || posts.hasMore) markdown.push('', texts.moreAvailable);
    if (documents.items.length > 0) markdown.push('', texts.search.openDocuments);
  }

  const facts = [
    terms.length > 0
      ? `Search in the user's workspace for: ${terms.map((term) => `"${term}"`).join(', ')} (every word must match).`
      : `The newest ${scope === 'posts' ? 'posts' : scope === 'documents' ? 'documents' : 'documents and posts'} the user may open.`,
    ...(wantsDocuments ? [`The user's own documents: ${documents.items.length === 0 ? 'none' : ''}`] : []),
    ...documents.items.map(
      (document) =>
        `- "${excerpt(document.name)}" | updated ${document.updatedAt.toISOString()} | ${documentPath(document)}`,
    ),
    ...(wantsDocuments
      ? [`Files sent in the user's conversations: ${sharedFiles.items.length === 0 ? 'none' : ''}`]
      : []),
    ...sharedFiles.items.map(
      (hit) =>
        `- "${excerpt(fileName(hit))}" | sent by ${hit.senderUsername} in "${excerpt(hit.conversationName)}" at ${hit.createdAt} | ${chatPath(hit.conversationId)}`,
    ),
    ...(scope !== 'documents' ? [`Posts: ${posts.items.length === 0 ? 'none' : ''}`] : []),
    ...posts.items.map(
      (post) =>
        `- by ${post.authorUsername} at ${post.createdAt.toISOString()}: "${excerpt(post.caption, 200)}" | ${postPath(post.id)}`,
    ),
  ];
  return { markdown, facts: facts.map((line) => line.trimEnd()).join('\n') };
}
