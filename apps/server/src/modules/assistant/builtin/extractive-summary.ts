import { foldedWords } from './text-folding.js';

/** A message as the summary weighs it. */
export interface SummaryMessage {
  id: string;
  senderUsername: string;
  content: string;
  createdAt: string;
}

/** Words (folded) that say little on their own, in Vietnamese and English. */
const STOP_WORDS = new Set([
  // Vietnamese, without marks
  ...'a ah ai anh ay ba ban bao biet cac can cho chi chua co con cua cung da dang day de den di do duoc em gi ha hay het hon khi khong kia la lai lam len ma minh mot muon nao nay neu nha nhe nhi nhieu nhu nhung nua o oi ok oke phai qua ra rat roi sao se thi the them toi trong tu uh uhm va vang vao ve vi voi vay xem ya'.split(
    ' ',
  ),
  // English
  ...'about after all also am an and any are as at be been but by can could did do does for from get got had has have he her here hi him his how i if in is it its just let me my no not now of on or our out she so that the their them then there they this to too up us was we were what when which who will with would yeah yes you your'.split(
    ' ',
  ),
]);

/** A message shorter than this (content words) is a reply like "ok", never a key message. */
const MIN_CONTENT_WORDS = 3;
const MIN_CHARACTERS = 15;
/** Two picks sharing more than this share of their words say the same thing: the later one is skipped. */
const MAX_OVERLAP = 0.6;

/** The terms of a text: content words and pairs of neighbouring content words (Vietnamese words are often two syllables). */
function termsOf(text: string): string[] {
  const words = foldedWords(text).filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/u.test(word));
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return [...words, ...pairs];
}

/** How many key messages a conversation of `candidates` substantial messages deserves. */
export function keyMessageCount(candidates: number): number {
  if (candidates < 15) return 3;
  if (candidates < 40) return 4;
  return 5;
}

/**
 * The most informative messages, in the order they were sent: each substantial message scores the
 * sum of how often its terms occur across the conversation (relative to the most frequent), divided
 * by the square root of its length, so a long message is not chosen for its length alone; later
 * messages get a small lift, and a message that repeats one already chosen is skipped.
 */
export function pickKeyMessages(messages: SummaryMessage[], count: number): SummaryMessage[] {
  const termsById = new Map(messages.map((message) => [message.id, termsOf(message.content)]));
  const frequency = new Map<string, number>();
  for (const terms of termsById.values()) {
    for (const term of new Set(terms)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  const highest = Math.max(1, ...frequency.values());
  const scored = messages
    .map((message, index) => {
      const terms = termsById.get(message.id) ?? [];
      const words = terms.filter((term) => !term.includes(' '));
      const unique = new Set(terms);
      let weight = 0;
      for (const term of unique) weight += (frequency.get(term) ?? 0) / highest;
      const score = weight / Math.sqrt(Math.max(1, words.length)) + (0.15 * index) / Math.max(1, messages.length);
      return { message, index, words: new Set(words), score, substantial: words.length >= MIN_CONTENT_WORDS };
    })
    .filter((entry) => entry.substantial && entry.message.content.trim().length >= MIN_CHARACTERS)
    .sort((a, b) => b.score - a.score || b.index - a.index);

  const picked: typeof scored = [];
  for (const entry of scored) {
    if (picked.length >= count) break;
    const repeats = picked.some((other) => {
      const shared = [...entry.words].filter((word) => other.words.has(word)).length;
      return shared / Math.max(1, Math.min(entry.words.size, other.words.size)) > MAX_OVERLAP;
    });
    if (!repeats) picked.push(entry);
  }
  return picked.sort((a, b) => a.index - b.index).map((entry) => entry.message);
}

/** How many messages are long enough to be key messages. */
export function substantialCount(messages: SummaryMessage[]): number {
  return messages.filter((message) => {
    const words = foldedWords(message.content).filter((word) => word.length > 1 && !STOP_WORDS.has(word));
    return words.length >= MIN_CONTENT_WORDS && message.content.trim().length >= MIN_CHARACTERS;
  }).length;
}
