import { parseFileMessageContent, type MessageView } from '@teamhub/contracts';
import { extractLinks } from './chat-text';

export interface SharedFile {
  messageId: string;
  filename: string;
  url: string;
  createdAt: string;
}

export interface SharedLink {
  messageId: string;
  url: string;
  createdAt: string;
}

export interface SharedContent {
  images: SharedFile[];
  files: SharedFile[];
  links: SharedLink[];
}

/** The info panel's media, files and links, newest first, gathered from the loaded messages. */
export function gatherSharedContent(messages: readonly MessageView[]): SharedContent {
  const content: SharedContent = { images: [], files: [], links: [] };
  const seenLinks = new Set<string>();
  for (const message of [...messages].reverse()) {
    const file = message.messageType === 'text' ? null : parseFileMessageContent(message.content);
    if (file) {
      const entry = { messageId: message._id, createdAt: message.createdAt, ...file };
      (message.messageType === 'image' ? content.images : content.files).push(entry);
      continue;
    }
    for (const url of extractLinks(message.content)) {
      if (seenLinks.has(url)) continue;
      seenLinks.add(url);
      content.links.push({ messageId: message._id, url, createdAt: message.createdAt });
    }
  }
  return content;
}
