import { describe, expect, it } from 'vitest';
import { mentionKeysIn } from './mention-keys.js';
import { mentionQueryAt } from './mention-query.js';
import { mentionMatches } from './mentions.js';
import { textTokens } from './text-tokens.js';

describe('mentions', () => {
  it('reads names of username characters, stopping at punctuation, not inside words or addresses', () => {
    const text = 'Chào @Lan.Anh, @bob! (@dũng_2) an@team.vn @ab @all @x-y. @@ann';
    expect(mentionMatches(text).map((match) => match.username)).toEqual(['Lan.Anh', 'bob', 'dũng_2', 'all', 'x-y']);
  });

  it('gives where each mention is, so a text can link it', () => {
    expect(mentionMatches('hi @an_1.')).toEqual([{ index: 3, length: 5, username: 'an_1' }]);
  });

  it('skips names longer than a username and lists each key once, without regard to case', () => {
    expect(mentionKeysIn(`@${'a'.repeat(31)}`)).toEqual([]);
    expect(mentionKeysIn('@Bob @bob @BOB @all')).toEqual(['bob', 'all']);
  });

  it('finds the name being typed at the caret', () => {
    expect(mentionQueryAt('hi @bo', 6)).toEqual({ start: 3, query: 'bo' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('hi @bob there', 13)).toBeNull();
  });

  it('walks hashtags and mentions of one text in order', () => {
    expect(textTokens('@ann likes #tet and @binh').map((token) => token.kind)).toEqual([
      'mention',
      'hashtag',
      'mention',
    ]);
  });
});
