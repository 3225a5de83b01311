import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, urlOf } from './api';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('urlOf', () => {
  it('fills in the path parameters, encoded', () => {
    expect(urlOf('POST /api/stories/:id/reply', { params: { id: 'a b/c' } })).toBe('/api/stories/a%20b%2Fc/reply');
  });

  it('appends the query without its empty values', () => {
    const url = urlOf('GET /api/stories', { query: { limit: 20, before: undefined, all: true } });
    expect(url).toBe('/api/stories?limit=20&all=true');
  });

  it('refuses a path parameter that was not given', () => {
    expect(() => urlOf('GET /api/stories/:id/viewers', {})).toThrow(/:id/);
  });
});

describe('api', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("sends the endpoint's method, path and body, and answers the parsed body", async () => {
    const sent = { success: true, data: { storyId: 's1', hasViewed: true } };
    fetchMock.mockResolvedValue(answer(200, sent));
    const received = await api('POST /api/stories/:id/view', { params: { id: 's1' } });
    expect(received).toEqual(sent);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/stories/s1/view');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(answer(201, { success: true, data: {} }));
    await api('POST /api/stories/:id/reply', { params: { id: 's1' }, body: { text: 'Hi' } });
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{"text":"Hi"}');
  });
});

describe('the compiler', () => {
  it('checks each call against the contracts (npm run typecheck fails on these without the directives)', () => {
    const calls = [
      // @ts-expect-error: an endpoint that does not exist
      () => api('GET /api/storiez'),
      // @ts-expect-error: a reply needs its text
      () => api('POST /api/stories/:id/reply', { params: { id: 's1' }, body: {} }),
      // @ts-expect-error: the path parameter is `id`
      () => api('GET /api/stories/:id/viewers', { params: { storyId: 's1' } }),
      async () => {
        const answer = await api('GET /api/stories');
        // @ts-expect-error: the strip's answer has no `posts`
        return answer.data.posts;
      },
    ];
    expect(calls).toHaveLength(4);
  });
});
