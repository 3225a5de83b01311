import type { PostView } from '@teamhub/contracts';

/** Whose like one `isLiked` of a page shows. */
export interface LikeSlot {
  kind: 'post' | 'comment';
  id: string;
}

/** The caller's likes as a set of post ids and a set of comment ids. */
export interface Likes {
  postIds: Set<string>;
  commentIds: Set<string>;
}

/**
 * One reader's `isLiked` values on a page, a character per slot in the order of the text ('1'
 * liked, '0' not): small to keep for a thousand readers, and the key under which readers with the
 * same likes share one compressed answer.
 */
export type LikeFlags = string;

/**
 * A page as everyone sees it, kept as its JSON text cut at each `isLiked` value: the answer for one
 * reader is the pieces joined with that reader's flags, so a remembered page is neither copied nor
 * serialised again.
 */
export interface PageText {
  /** The JSON between the flags: one more piece than there are slots. */
  pieces: string[];
  /** The flags in the order the text has them. */
  slots: LikeSlot[];
  postIds: string[];
  commentIds: string[];
}

/**
 * An `isLiked` value in the page's JSON. One inside a string cannot be mistaken for it: JSON
 * escapes the quote before the colon there (`\"isLiked\":`).
 */
const FLAG_IN_TEXT = /"isLiked":(?:true|false)/;

/**
 * Cuts the JSON of `views` at every `isLiked` value. The slots are read off the views in the order
 * JSON.stringify writes them: a post's own flag, then its preview comments' (presentPost puts
 * `isLiked` before `comments`; the unit test holds the joined text to JSON.stringify's).
 */
export function cutPageText(views: PostView[]): { text: PageText; flags: LikeFlags } {
  const slots: LikeSlot[] = [];
  const postIds: string[] = [];
  const commentIds: string[] = [];
  let flags = '';
  for (const view of views) {
    slots.push({ kind: 'post', id: view.id });
    postIds.push(view.id);
    flags += view.isLiked ? '1' : '0';
    for (const comment of view.comments) {
      slots.push({ kind: 'comment', id: comment.id });
      commentIds.push(comment.id);
      flags += comment.isLiked ? '1' : '0';
    }
  }
  const pieces = JSON.stringify(views).split(FLAG_IN_TEXT);
  if (pieces.length !== slots.length + 1) throw new Error('feed page JSON does not match its like slots');
  return { text: { pieces, slots, postIds, commentIds }, flags };
}

/** The flags of a page as a reader with these likes sees them. */
export function flagsFor(text: PageText, likes: Likes): LikeFlags {
  let flags = '';
  for (const slot of text.slots)
    flags += (slot.kind === 'post' ? likes.postIds : likes.commentIds).has(slot.id) ? '1' : '0';
  return flags;
}

/** The page's JSON with a reader's flags. */
export function pageJson(text: PageText, flags: LikeFlags): string {
  const { pieces } = text;
  let json = pieces[0] ?? '';
  for (let index = 0; index < flags.length; index += 1) {
    json += (flags[index] === '1' ? '"isLiked":true' : '"isLiked":false') + pieces[index + 1];
  }
  return json;
}

/**
 * Each post's JSON cut at its `isLiked` values, as a page of that one post (`[{…}]`), to be joined
 * into pages by `joinPostTexts`, with its flags as the reader of `views` sees them.
 */
export function cutPostTexts(views: PostView[]): { text: PageText; flags: LikeFlags }[] {
  return views.map((view) => cutPageText([view]));
}

/**
 * The page of these posts, in this order, from their one-post texts: the same text `cutPageText`
 * gives for the page's views (the unit test holds the two equal), without serialising again.
 */
export function joinPostTexts(texts: PageText[]): PageText {
  const pieces: string[] = [];
  const page: PageText = { pieces, slots: [], postIds: [], commentIds: [] };
  if (texts.length === 0) {
    pieces.push('[]');
    return page;
  }
  for (const [index, text] of texts.entries()) {
    const own = text.pieces;
    if (index === 0) pieces.push(...own);
    else {
      // `…}]` + `[{…` joins as `…},{…`: the previous post's closing bracket and this one's opening go.
      pieces[pieces.length - 1] = `${(pieces.at(-1) ?? '').slice(0, -1)},${(own[0] ?? '').slice(1)}`;
      for (let piece = 1; piece < own.length; piece += 1) pieces.push(own[piece] ?? '');
    }
    page.slots.push(...text.slots);
    page.postIds.push(...text.postIds);
    page.commentIds.push(...text.commentIds);
  }
  return page;
}
