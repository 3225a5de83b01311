import type { ParticipantView } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { insertMention, mentionSuggestions } from '../../../components/mention-picking';
import { mentionCandidates } from './mention-suggestions';

const member = (id: string, username: string, role: ParticipantView['role'] = 'member'): ParticipantView => ({
  user: { _id: id, id, username, avatar: '', verified: false },
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});

describe('mention suggestions', () => {
  const members = [member('me', 'minh', 'owner'), member('a', 'Tuấn'), member('b', 'an_tuan'), member('c', 'binh')];

  it('offers the members but me, with @all first in a group', () => {
    expect(mentionCandidates({ type: 'group' }, members, 'me').map((item) => item.username)).toEqual([
      'all',
      'Tuấn',
      'an_tuan',
      'binh',
    ]);
    expect(mentionCandidates({ type: 'direct' }, members, 'me').map((item) => item.username)).not.toContain('all');
  });

  it('offers @all in a community only to its owners and admins', () => {
    expect(mentionCandidates({ type: 'community' }, members, 'me')[0]?.username).toBe('all');
    expect(mentionCandidates({ type: 'community' }, members, 'a').map((item) => item.username)).not.toContain('all');
  });

  it('puts names starting with the query first, ignoring accents and case', () => {
    const candidates = mentionCandidates({ type: 'group' }, members, 'me');
    expect(mentionSuggestions(candidates, 'tu').map((item) => item.username)).toEqual(['Tuấn', 'an_tuan']);
    expect(mentionSuggestions(candidates, '')).toHaveLength(4);
    expect(mentionSuggestions(candidates, 'zz')).toEqual([]);
  });

  it('replaces the typed name with the chosen one and a space', () => {
    expect(insertMention('hi @tu how', 3, 6, 'Tuấn')).toEqual({ text: 'hi @Tuấn how', caret: 9 });
    expect(insertMention('@b', 0, 2, 'binh')).toEqual({ text: '@binh ', caret: 6 });
  });
});
