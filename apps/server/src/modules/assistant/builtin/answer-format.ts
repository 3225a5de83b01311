import type { Language, SearchSnippet } from '@teamhub/contracts';

/** How many items a list shows before "and N more" (a "more" follow-up shows the next ones). */
export const PAGE_SIZE = 6;

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-GB' };

/** The characters of one line of text that would start markdown, escaped. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>|~!#]/gu, (character) => `\\${character}`);

/**
 * User text on one line, at most `max` characters, with the characters that would start markdown
 * (emphasis, links, images, code, HTML, tables) escaped: a task title or a message cannot turn into
 * a link or markup in the answer.
 */
export function inline(text: string, max = 120): string {
  return escapeMarkdown(excerpt(text, max));
}

/** A search snippet (plain text, already short) as markdown, its matched words in bold. */
export function highlighted(snippet: SearchSnippet): string {
  let markdown = '';
  let at = 0;
  for (const [start, end] of snippet.highlights) {
    if (start < at || end <= start) continue;
    markdown += `${escapeMarkdown(snippet.text.slice(at, start))}**${escapeMarkdown(snippet.text.slice(start, end))}**`;
    at = end;
  }
  return markdown + escapeMarkdown(snippet.text.slice(at));
}

/** Text on one line, at most `max` characters (cut at a word when one is near), for facts and quotes. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** A markdown link to a page of the web app; the label is escaped, the path is ours. */
export const link = (label: string, path: string) => `[${inline(label, 80)}](${path})`;

/** Date and time of an instant, short, in the server's time zone (as the daily quota's day). */
export function formatInstant(value: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
}

/** A calendar day ('YYYY-MM-DD', no time zone) with its weekday. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The server's calendar day of `now`, 'YYYY-MM-DD'. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from `from` to `to`, both 'YYYY-MM-DD'. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A number in the language's digits grouping. */
export const formatCount = (value: number, language: Language) => value.toLocaleString(LOCALES[language]);
