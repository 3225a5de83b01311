import { excerpt, formatInstant, inline, link, PAGE_SIZE } from '../answer-format.js';
import type { SearchScope } from '../intent-detection.js';
import type { Page } from '../workspace-reads.repository.js';
import { searchLinks } from '../../../search/search-links.js';
import type { AnswerContext, WorkspaceAnswer } from './answer-context.js';

const EMPTY: Page<never> = { items: [], hasMore: false };

/**
 * A search question without words ("tài liệu mới nhất", "find documents"): the asker's newest
 * documents (their own, not in the trash) and the feed's newest posts, or the one the scope names.
 */
export async function latestAnswer(context: AnswerContext, scope: SearchScope): Promise<WorkspaceAnswer> {
  const { texts, language, page } = context;
  const { reads } = context.repositories;
  const wantsDocuments = scope === 'all' || scope === 'documents';
  const wantsPosts = scope === 'all' || scope === 'posts';
  const limit = wantsDocuments && wantsPosts ? 4 : PAGE_SIZE;
  const request = { offset: page * limit, limit };
  const [documents, posts] = await Promise.all([
    wantsDocuments ? reads.latestDocuments(context.userId, request) : EMPTY,
    wantsPosts ? reads.latestPosts(request) : EMPTY,
  ]);
  const documentPath = (document: { id: string; folderId: string | null }) =>
    searchLinks.document(document.id, document.folderId, null);

  const markdown: string[] = [];
  if (documents.items.length + posts.items.length === 0) {
    markdown.push(page > 0 ? texts.nothingMore : texts.search.noneLatest);
  } else {
    markdown.push(
      wantsDocuments && wantsPosts
        ? texts.search.latestAll
        : wantsDocuments
          ? texts.search.latestDocuments
          : texts.search.latestPosts,
    );
    if (documents.items.length > 0) {
      markdown.push('', texts.search.documents);
      for (const document of documents.items) {
        markdown.push(
          `- ${link(document.name, documentPath(document))} · ${formatInstant(document.updatedAt, language)}`,
        );
      }
    }
    if (posts.items.length > 0) {
      markdown.push('', texts.search.posts);
      for (const post of posts.items) {
        const label = post.caption.trim() ? post.caption : texts.search.noCaption;
        markdown.push(
          `- ${link(excerpt(label, 80), searchLinks.post(post.id))} · ${texts.search.postBy(inline(post.authorUsername, 40))} · ${formatInstant(post.createdAt, language)}`,
        );
      }
    }
    if (documents.hasMore || posts.hasMore) markdown.push('', texts.moreAvailable);
  }

  const facts = [
    `The newest ${wantsPosts ? (wantsDocuments ? 'documents and posts' : 'posts') : 'documents'} the user may open.`,
    ...(wantsDocuments ? [`The user's own documents: ${documents.items.length === 0 ? 'none' : ''}`] : []),
    ...documents.items.map(
      (document) =>
        `- "${excerpt(document.name)}" | updated ${document.updatedAt.toISOString()} | ${documentPath(document)}`,
    ),
    ...(wantsPosts ? [`Posts: ${posts.items.length === 0 ? 'none' : ''}`] : []),
    ...posts.items.map(
      (post) =>
        `- by ${post.authorUsername} at ${post.createdAt.toISOString()}: "${excerpt(post.caption, 200)}" | ${searchLinks.post(post.id)}`,
    ),
  ];
  return { markdown, facts: facts.map((line) => line.trimEnd()).join('\n') };
}
