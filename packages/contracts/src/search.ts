import { z } from './zod.js';

/** The kinds of things one search looks through (GET /api/search?type=…). */
export const SEARCH_TYPES = ['message', 'post', 'comment', 'task', 'document', 'person', 'project'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_LIMITS = {
  /** Longest question accepted, in characters. */
  queryMaxLength: 200,
  /** Words of a question that count (the rest are ignored). */
  maxTerms: 8,
  pageDefault: 20,
  pageMax: 50,
  /** Characters of the snippet around the first matched word. */
  snippetLength: 180,
  /** Text kept of one document (characters); the rest of a longer file is not searchable. */
  documentTextMaxChars: 500_000,
  /** Files larger than this (bytes) are found by name only. */
  documentExtractMaxBytes: 25 * 1024 * 1024,
} as const;

/** A date (YYYY-MM-DD, the start of that day in UTC) or an instant (ISO 8601). */
const dateBound = z
  .string({ error: 'search.dateInvalid' })
  .refine((value) => /^\d{4}-\d{2}-\d{2}/u.test(value) && !Number.isNaN(Date.parse(value)), 'search.dateInvalid');

/** GET /api/search's query. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'search.queryRequired' })
    .trim()
    .min(1, 'search.queryRequired')
    .max(SEARCH_LIMITS.queryMaxLength, 'search.queryTooLong')
    .describe('Words to find; "quoted words" as an exact phrase; accents and case are ignored.'),
  type: z.enum(SEARCH_TYPES, { error: 'search.typeInvalid' }).optional(),
  from: z.uuid('search.fromInvalid').optional().describe('Only what this member wrote (author id).'),
  in: z.uuid('search.inInvalid').optional().describe('Only inside this conversation or project (id).'),
  before: dateBound.optional().describe('Only what was written before this date or instant.'),
  after: dateBound.optional().describe('Only what was written after this date or instant.'),
  cursor: z.string().max(400, 'validation.cursorInvalid').optional(),
  limit: z.coerce
    .number({ error: 'search.limitInvalid' })
    .int('search.limitInvalid')
    .min(1, 'search.limitInvalid')
    .max(SEARCH_LIMITS.pageMax, 'search.limitInvalid')
    .default(SEARCH_LIMITS.pageDefault),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** A part of a text, `[start, end)` in UTF-16 code units (JavaScript string indices). */
export const textRangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

/** A short excerpt of the matching text, as plain text, with the matched words as ranges (never markup). */
export const searchSnippetSchema = z.object({
  text: z.string(),
  highlights: z.array(textRangeSchema),
});
export type SearchSnippet = z.infer<typeof searchSnippetSchema>;

export const searchAuthorSchema = z.object({ id: z.uuid(), username: z.string(), avatar: z.string() });

/** One thing found. */
export const searchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.uuid(),
  /**
   * What the hit is called: the conversation's name (message), the author's name (post, comment),
   * the task's, document's, project's or person's name.
   */
  title: z.string(),
  snippet: searchSnippetSchema,
  /** The app's own path that opens exactly this hit (a message in its conversation, a page of a document…). */
  link: z.string(),
  author: searchAuthorSchema.nullable(),
  createdAt: z.string(),
  /** Where it lives: its conversation, project, post or folder, and the page of a document where the words were found. */
  context: z.object({
    conversationId: z.uuid().optional(),
    projectId: z.uuid().optional(),
    postId: z.uuid().optional(),
    folderId: z.uuid().nullable().optional(),
    page: z.number().int().min(1).optional(),
  }),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchAnswerSchema = z.object({
  items: z.array(searchHitSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
