import { LIMITS, parseFileMessageContent, type MessageView } from '@teamhub/contracts';

/** Cuts a text at `max` characters (whole code points) and adds '...' when something was cut. */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}

/** One line of a message for previews: file messages show their '📎 name' line, text loses line breaks. */
export function messageSummary(message: Pick<MessageView, 'content' | 'messageType'>): string {
  if (message.messageType !== 'text') {
    const file = parseFileMessageContent(message.content);
    if (file) return `📎 ${file.filename}`;
  }
  return message.content.replace(/\s+/g, ' ').trim();
}

/** The conversation list's last-message preview: 50 characters, then '...'. */
export const lastMessagePreview = (message: Pick<MessageView, 'content' | 'messageType'>) =>
  truncateText(messageSummary(message), LIMITS.chat.previewLength);

/** The quoted original inside a reply bubble: 30 characters, then '...'. */
export const replyReference = (content: string) =>
  truncateText(messageSummary({ content, messageType: 'text' }), LIMITS.chat.replyPreviewLength);

/** The message being answered, shown above the composer: 50 characters, then '...'. */
export const replyPreview = (message: Pick<MessageView, 'content' | 'messageType'>) =>
  truncateText(messageSummary(message), LIMITS.chat.previewLength);

export interface TypingText {
  key: 'typingOne' | 'typingMany';
  names: string;
}

/** '{names} is typing...' for one person, '{names} are typing...' for several; null for nobody. */
export function typingText(usernames: readonly string[]): TypingText | null {
  const names = [...new Set(usernames.filter(Boolean))];
  if (names.length === 0) return null;
  return { key: names.length === 1 ? 'typingOne' : 'typingMany', names: names.join(', ') };
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/giu;

/** The http(s) links in a text, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/u, ''));
}
