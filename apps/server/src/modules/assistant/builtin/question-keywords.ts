import { SEARCH_LIMITS } from '@teamhub/contracts';
import { foldedWords } from './text-folding.js';

/**
 * Words of a question that say nothing about what it is about (folded: Vietnamese without marks, and
 * English): question words, pronouns, particles, greetings. A word that is also a name or a thing
 * once its marks are gone ("minh", "da" of "Đà Lạt", "bi" of "bí mật", "dang" of "đăng nhập") is not
 * here: better a weaker hit than a lost subject.
 */
const STOP_WORDS = new Set(
  `la gi nao cua va voi co khong ko duoc cho trong ve nay do kia khi bao nhieu ai dau sao the nhu nhung cac mot thi
  vao len xuong hay giup toi ban chung ta ho no o tai den cung rat lam nhe oi vay nhi chua roi hoi biet xem tim lai
  nua con gio hien nen phai can muon moi nhieu hon nhat hoac se ra
  hypo xin chao cam on thank thanks hello hi hey please help
  a the is are was were be been being do does did what who whom whose which when where why how of in on at to for
  from by with about and or not no yes it its this that these those i me my we our us you your he she they them
  their can could would should will shall may might must have has had any some all tell there here than then so if
  as up out much many more most know say said get got let just also into over like`.split(/\s+/u),
);

/**
 * The words a question in a sentence is about ("Ngân sách quý này là bao nhiêu?" → ngân, sách, quý),
 * as typed, each once, at most SEARCH_LIMITS.maxTerms of them: what the assistant searches the
 * workspace for before a language model answers.
 */
export function keywordsOf(question: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const word of foldedWords(question)) {
    if (word.length < 2 && !/^\p{N}$/u.test(word)) continue;
    if (STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    keywords.push(word);
  }
  return keywords.slice(0, SEARCH_LIMITS.maxTerms);
}
