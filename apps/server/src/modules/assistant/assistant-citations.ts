import type { Language } from '@teamhub/contracts';
import { link } from './builtin/answer-format.js';
import { ASSISTANT_TEXTS } from './builtin/assistant-texts.js';
import type { WorkspaceSource } from './builtin/builtin.types.js';
import { describedLine } from './builtin/source-labels.js';

/**
 * `[1]`, `[2, 3]` as a model cites its sources: up to two digits each, not already a link (`[1](…)`).
 * Only whole citations are rewritten; the end of a piece that may be the start of one is held back.
 */
const CITATION = /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\](?!\()/gu;
/** The end of the text that could still become a citation or a code fence with the next piece. */
const UNFINISHED = /(?:\[[\d,\s]{0,12}\]?|`+)$/u;
const FENCE = /(```)/u;

/** A link's title in markdown: quoted, with its quotes and backslashes escaped. */
const title = (text: string) => `"${text.replace(/["\\]/gu, (character) => `\\${character}`)}"`;

export interface CitationLinker {
  /** The piece of a streamed answer with its citations as links (an unfinished one waits for the next piece). */
  push(piece: string): string;
  /** What was held back, then the list of the sources the answer cited (all of them when `listAllUncited` and it cited none). */
  end(): string;
}

/**
 * Turns a model's `[n]` into a link to source n (`[1](/chat?c=…&message=… "Nguồn 1: Tin nhắn …")`:
 * the web shows it as a small superscript link named by its title) as the answer streams, outside
 * code blocks, and ends the answer with the sources it cited, each a link to where it opens. A number
 * no source has stays as the model wrote it.
 */
export function createCitationLinker(
  sources: WorkspaceSource[],
  language: Language,
  listAllUncited: boolean,
): CitationLinker {
  const texts = ASSISTANT_TEXTS[language].sources;
  const byNumber = new Map(sources.map((source) => [source.number, source]));
  const cited = new Set<number>();
  let held = '';
  let inCode = false;

  const citation = (number: number) => {
    const source = byNumber.get(number);
    if (!source) return `[${number}]`;
    cited.add(number);
    return `[${number}](${source.hit.link} ${title(texts.citation(number, describedLine(source)))})`;
  };
  const linked = (text: string) =>
    text.replace(CITATION, (_whole, list: string) =>
      list
        .split(',')
        .map((number) => citation(Number(number.trim())))
        .join(''),
    );
  /** `text` with its citations outside code fences rewritten; the fence state carries over. */
  const rewrite = (text: string) =>
    text
      .split(FENCE)
      .map((part) => {
        if (part === '```') {
          inCode = !inCode;
          return part;
        }
        return inCode ? part : linked(part);
      })
      .join('');

  return {
    push(piece) {
      const text = held + piece;
      const unfinished = UNFINISHED.exec(text)?.[0] ?? '';
      held = unfinished;
      return rewrite(text.slice(0, text.length - unfinished.length));
    },
    end() {
      const rest = rewrite(held);
      held = '';
      const listed = cited.size > 0 ? sources.filter(({ number }) => cited.has(number)) : listAllUncited ? sources : [];
      if (listed.length === 0) return rest;
      const lines = listed.map(
        (source) =>
          `- \\[${source.number}\\] ${link(source.label, source.hit.link)}${source.time ? ` · ${source.time}` : ''}`,
      );
      return [rest, '', texts.heading, ...lines].join('\n');
    },
  };
}
