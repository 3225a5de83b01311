import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('sends JSON with credentials and the bearer token', async () => {
    tokenStorage.set('abc');
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    await apiRequest('/api/things', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe('/api/things');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await apiRequest('/api/things');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('on a 401 elsewhere, removes the token and signs out', async () => {
    tokenStorage.set('abc');
    fetchMock.mockResolvedValue(answer(401, { success: false, message: 'Please sign in' }));
    await expect(apiRequest('/api/posts')).rejects.toMatchObject({ status: 401, message: 'Please sign in' });
    expect(tokenStorage.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it.each(['/api/auth/profile', '/api/profile', '/api/profile/user/123'])(
    'keeps the session on a 401 from %s',
    async (path) => {
      tokenStorage.set('abc');
      fetchMock.mockResolvedValue(answer(401, { success: false, message: 'nope' }));
      await expect(apiRequest(path)).rejects.toBeInstanceOf(ApiError);
      expect(tokenStorage.get()).toBe('abc');
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('carries the server message and error list', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        success: false,
        message: 'Bad',
        errors: [
          { msg: 'One', path: 'a' },
          { msg: 'Two', path: 'b' },
        ],
      }),
    );
    const error = await apiRequest('/api/auth/register').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).joinedErrors).toBe('One. Two');
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/things')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('reports an answer whose body was cut off as a network failure, not as an empty answer', async () => {
    const cutOff = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
    fetchMock.mockResolvedValue(new Response(cutOff, { status: 200 }));
    await expect(apiRequest('/api/auth/profile')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('answers undefined for a 2xx body that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>portal</html>', { status: 200 }));
    await expect(apiRequest('/api/auth/profile')).resolves.toBeUndefined();
  });

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(apiRequest('/api/slow', { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout', status: 0 });
  });
});
