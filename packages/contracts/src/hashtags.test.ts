import { describe, expect, it } from 'vitest';
import { hashtagKey, hashtagKeysIn, hashtagMatches } from './hashtags.js';

describe('hashtags', () => {
  it('reads tags of letters, digits and underscores, not inside words, links or numbers', () => {
    const text = 'Chúc #Tết! (#du_lịch) a#b https://x.vn/#top #1 #2026tet &#39; ##x';
    expect(hashtagMatches(text).map((match) => match.tag)).toEqual(['Tết', 'du_lịch', '2026tet']);
  });

  it('gives where each tag is, so a caption can link it', () => {
    const [match] = hashtagMatches('xin chào #team');
    expect(match).toEqual({ index: 9, length: 5, tag: 'team' });
  });

  it('folds accents and case into one key, and lists each key once', () => {
    expect(hashtagKey('Đà_Nẵng')).toBe('da_nang');
    expect(hashtagKeysIn('#Tết #tet #TẾT #khác')).toEqual(['tet', 'khac']);
  });

  it('does not take a run longer than a tag as a shorter tag', () => {
    expect(hashtagKeysIn(`#${'a'.repeat(51)}`)).toEqual([]);
    expect(hashtagKeysIn(`#${'a'.repeat(50)}`)).toEqual(['a'.repeat(50)]);
  });
});
