import type { AiStreamEvent } from '@teamhub/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiLanguage, setUnauthorizedHandler } from '../../lib/api-client';
import { AssistantRequestError, streamAssistantReply } from './api';
import { byteStream, controlledStream, cutBytes, jsonResponse, sseLine, sseResponse } from './test-support/sse';

const request = { message: 'Chào', conversationId: 'conv_1_abc', selectedModel: 'auto' } as const;

function ask(signal = new AbortController().signal, idleTimeoutMs = 60_000) {
  const events: AiStreamEvent[] = [];
  const result = streamAssistantReply(request, { signal, idleTimeoutMs, onEvent: (event) => events.push(event) });
  return { events, result };
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AssistantRequestError);
  return (error as AssistantRequestError).failure;
}

describe('streamAssistantReply', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'jwt-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
    setApiLanguage('vi');
  });

  it('posts the question with the token and language, and reads the stream', async () => {
    setApiLanguage('en');
    fetchMock.mockResolvedValue(
      sseResponse(
        byteStream(
          cutBytes(
            sseLine({ type: 'chunk', content: 'Hi' }) +
              sseLine({ type: 'done', modelUsed: 'builtin', processingTime: 5, service: 'builtin' }),
            9,
          ),
        ),
      ),
    );
    const { events, result } = ask();
    await expect(result).resolves.toBe('done');
    expect(events.map((event) => event.type)).toEqual(['chunk', 'done']);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ai/hypo/chat-stream');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(request);
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer jwt-1',
      'Accept-Language': 'en',
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
    });
  });

  it('keeps the type and suggestion of a 429 refusal, and falls back to too_many_requests', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        429,
        { success: false, message: 'm', errorType: 'quota_exceeded', suggestion: 'Mai 7:00' },
        { 'Retry-After': '3600' },
      ),
    );
    expect(await failureOf(ask().result)).toEqual({ errorType: 'quota_exceeded', suggestion: 'Mai 7:00' });
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { success: false, message: 'Too many requests' }));
    expect(await failureOf(ask().result)).toEqual({ errorType: 'too_many_requests' });
  });

  it.each([
    [500, 'server_error'],
    [502, 'server_error'],
    [503, 'service_unavailable'],
    [404, 'unknown'],
  ] as const)('answers HTTP %i as %s', async (status, errorType) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { success: false, message: 'x' }));
    expect((await failureOf(ask().result)).errorType).toBe(errorType);
  });

  it('shows the server’s message for a refused question (400)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { success: false, message: 'Câu hỏi tối đa 4000 ký tự' }));
    expect(await failureOf(ask().result)).toEqual({
      errorType: 'bad_request',
      serverMessage: 'Câu hỏi tối đa 4000 ký tự',
    });
  });

  it('ends the session on 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'no' }));
    await failureOf(ask().result);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('calls a failed fetch a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failureOf(ask().result)).toEqual({ errorType: 'network' });
  });

  it('aborts the request when the caller stops, without a failure of its own', async () => {
    const body = controlledStream();
    fetchMock.mockImplementation(async (_url, init) => {
      body.abortWith(init?.signal);
      return sseResponse(body.stream);
    });
    const controller = new AbortController();
    const { result } = ask(controller.signal);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    const outcome = await result.then(
      (end) => end,
      (error: unknown) => error,
    );
    expect(outcome).not.toBeInstanceOf(AssistantRequestError);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('gives up with timeout when the server sends nothing for too long', async () => {
    vi.useFakeTimers();
    const body = controlledStream();
    fetchMock.mockImplementation(async (_url, init) => {
      body.abortWith(init?.signal);
      return sseResponse(body.stream);
    });
    const { events, result } = ask(new AbortController().signal, 1_000);
    const failure = failureOf(result);
    await vi.advanceTimersByTimeAsync(10);
    body.push(sseLine({ type: 'chunk', content: 'a' }));
    await vi.advanceTimersByTimeAsync(900);
    expect(events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(await failure).toEqual({ errorType: 'timeout' });
  });
});
