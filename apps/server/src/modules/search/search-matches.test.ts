import { SEARCH_TYPES } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { searchPlaces, type SearchAccess, type SearchScope } from './search-matches.js';
import { parseQuery } from './search-query.js';

const access: SearchAccess = {
  conversations: ['c1', 'c2'],
  cleared: [{ id: 'c3', after: '2026-11-01T00:00:00.000000Z' }],
  projects: ['p1', 'p2'],
};
const scope = (more: Partial<SearchScope> = {}): SearchScope => ({
  userId: 'me',
  query: parseQuery('họp'),
  types: SEARCH_TYPES,
  limit: 20,
  ...more,
});

describe('where a search looks', () => {
  it('searches every kind the asker may open, their cleared chats after the time they cleared them', () => {
    expect(searchPlaces(scope(), access)).toEqual({
      kinds: [...SEARCH_TYPES],
      conversations: ['c1', 'c2', 'c3'],
      cleared: access.cleared,
      projects: ['p1', 'p2'],
    });
  });

  it('narrows to one conversation or project with `in`, leaving out the kinds that are in neither', () => {
    expect(searchPlaces(scope({ in: 'c3' }), access)).toMatchObject({
      kinds: ['message'],
      conversations: ['c3'],
      cleared: access.cleared,
    });
    expect(searchPlaces(scope({ in: 'p2' }), access)).toMatchObject({ kinds: ['task'], projects: ['p2'] });
    // A place the asker cannot open: nothing to search.
    expect(searchPlaces(scope({ in: 'elsewhere' }), access).kinds).toEqual([]);
  });

  it('leaves out people and projects with `from`, and a kind with nowhere to look', () => {
    expect(searchPlaces(scope({ from: 'u1' }), access).kinds).toEqual([
      'message',
      'post',
      'comment',
      'task',
      'document',
    ]);
    const alone: SearchAccess = { conversations: [], cleared: [], projects: [] };
    expect(searchPlaces(scope(), alone).kinds).toEqual(['post', 'comment', 'document', 'person']);
    expect(searchPlaces(scope({ types: ['task'] }), alone).kinds).toEqual([]);
  });
});
