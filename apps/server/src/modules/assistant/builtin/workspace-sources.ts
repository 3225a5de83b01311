import type { Language, SearchHit } from '@teamhub/contracts';
import type { WorkspaceSource } from './builtin.types.js';
import { excerpt } from './answer-format.js';
import { describeHit, describedLine } from './source-labels.js';

/** How many of the search's best hits a model is given for one question. */
export const SOURCES_MAX = 6;
/** The longest excerpt of one source (the search's snippet around its matched words), in characters. */
export const SOURCE_EXCERPT_CHARS = 400;
/** All sources together, labels and excerpts, in characters (the conversation itself has LIMITS.assistant.contextMaxChars). */
export const SOURCES_MAX_CHARS = 3_000;
/** A source with less room than this left for its words is left out rather than cut to nothing. */
const EXCERPT_MIN_CHARS = 60;

/**
 * The hits, best first, as numbered sources for a model: each labelled in the asker's language with
 * its words, until SOURCES_MAX_CHARS is spent (the last one's excerpt is cut to fit).
 */
export function sourcesOf(hits: SearchHit[], language: Language): WorkspaceSource[] {
  const sources: WorkspaceSource[] = [];
  let left = SOURCES_MAX_CHARS;
  for (const hit of hits.slice(0, SOURCES_MAX)) {
    const described = describeHit(hit, language);
    const room = Math.min(SOURCE_EXCERPT_CHARS, left - describedLine(described).length);
    if (room < EXCERPT_MIN_CHARS) break;
    const words = excerpt(hit.snippet.text, room);
    sources.push({ number: sources.length + 1, hit, ...described, excerpt: words });
    left -= describedLine(described).length + words.length;
  }
  return sources;
}
