import type { Language, SearchHit } from '@teamhub/contracts';
import { formatInstant } from './answer-format.js';
import { ASSISTANT_TEXTS } from './assistant-texts.js';

/** What a hit is, in the asker's language, as plain text (escaped where it is written into markdown). */
export interface HitDescription {
  /** "Tin nhắn của An trong “Nhóm thiết kế”", "Tài liệu “Ngân sách.pdf”, trang 3". */
  label: string;
  /** When it was written (a document: last changed); null for people and projects, whose date says nothing. */
  time: string | null;
}

/** A hit named as a source: its kind, who wrote it and where, and when. */
export function describeHit(hit: SearchHit, language: Language): HitDescription {
  const texts = ASSISTANT_TEXTS[language].sources;
  const author = hit.author?.username ?? '';
  const time = formatInstant(hit.createdAt, language);
  switch (hit.type) {
    case 'message':
      // A direct conversation is called after the other person: a message of theirs needs no "in".
      return {
        label: hit.title === author ? texts.directMessage(author) : texts.message(author, hit.title),
        time,
      };
    case 'post':
      return { label: texts.post(author), time };
    case 'comment':
      return { label: texts.comment(author), time };
    case 'task':
      return { label: texts.task(hit.title), time };
    case 'document': {
      const { page } = hit.context;
      const name = texts.document(hit.title);
      return { label: page === undefined ? name : `${name}, ${texts.page(page)}`, time };
    }
    case 'person':
      return { label: texts.person(hit.title), time: null };
    case 'project':
      return { label: texts.project(hit.title), time: null };
  }
}

/** The label and time on one line: "Tin nhắn của An trong “Nhóm thiết kế”, 12 thg 3, 10:00". */
export const describedLine = ({ label, time }: HitDescription) => (time ? `${label}, ${time}` : label);
