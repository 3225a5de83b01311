import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { changeLanguage } from '../../../i18n';
import { controlledStream, jsonResponse, sseLine, sseResponse } from '../test-support/sse';
import { AssistantBubble } from './AssistantBubble';

const health = {
  success: true,
  ai: { service: 'builtin', connection: 'connected', services: [{ service: 'builtin', connection: 'connected' }] },
};

function mockServer() {
  const streams: ReturnType<typeof controlledStream>[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/api/ai/hypo/health') return jsonResponse(200, health);
    if (url.startsWith('/api/ai/hypo/conversation/')) return jsonResponse(200, { success: true });
    const body = controlledStream();
    body.abortWith(init?.signal);
    streams.push(body);
    return sseResponse(body.stream);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, streams, latest: () => streams.at(-1)! };
}

async function openPanel() {
  fireEvent.click(screen.getByTestId('assistant-bubble'));
  return screen.findByRole('dialog', { name: 'Hypo' }, { timeout: 5_000 });
}

const messages = () => screen.queryAllByTestId('assistant-message');

describe('AssistantBubble', () => {
  // The lazy chunks, loaded once up front so no test waits for their first transform.
  beforeAll(async () => {
    await Promise.all([import('./AssistantRoot'), import('./AssistantMarkdown')]);
  });
  beforeEach(() => localStorage.setItem('token', 'jwt'));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('vi');
  });

  it('opens the panel, shows the status and closes on Escape with focus back on the bubble', async () => {
    mockServer();
    renderWithProviders(<AssistantBubble />);
    const bubble = screen.getByRole('button', { name: 'Mở trợ lý AI' });
    expect(bubble).toHaveAttribute('aria-expanded', 'false');
    const panel = await openPanel();
    expect(panel).toHaveAttribute('data-testid', 'assistant-panel');
    expect(bubble).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByTestId('assistant-status')).toHaveTextContent('Trợ lý tích hợp'));
    expect(screen.getByTestId('assistant-status')).toHaveAttribute('data-connection', 'connected');
    expect(screen.getByTestId('assistant-input')).toHaveFocus();
    expect(screen.getByLabelText('Mô hình')).toHaveValue('auto');
    fireEvent.keyDown(screen.getByTestId('assistant-input'), { key: 'Escape' });
    expect(screen.queryByTestId('assistant-panel')).not.toBeInTheDocument();
    expect(bubble).toHaveFocus();
    expect(bubble).toHaveAttribute('aria-expanded', 'false');
  });

  it('streams a reply: the question, chunks, then model and time; the log is busy meanwhile', async () => {
    const server = mockServer();
    renderWithProviders(<AssistantBubble />);
    await openPanel();
    fireEvent.change(screen.getByLabelText('Mô hình'), { target: { value: 'ollama' } });
    const input = screen.getByTestId('assistant-input');
    fireEvent.change(input, { target: { value: 'Việc nào sắp đến hạn?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    const request = server.fetchMock.mock.calls.find(([url]) => url === '/api/ai/hypo/chat-stream');
    expect(JSON.parse(String(request?.[1]?.body))).toMatchObject({
      message: 'Việc nào sắp đến hạn?',
      selectedModel: 'ollama',
      conversationId: expect.stringMatching(/^conv_\d+_[a-z0-9]+$/),
    });
    expect(messages().map((item) => item.dataset.sender)).toEqual(['user', 'ai']);
    expect(messages()[1]).toHaveAttribute('data-streaming', 'true');
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    // Sending again while the reply streams does nothing.
    fireEvent.change(input, { target: { value: 'again' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(messages()).toHaveLength(2);

    act(() => server.latest().push(sseLine({ type: 'chunk', content: 'Bạn có **2** việc' })));
    await waitFor(() => expect(messages()[1]).toHaveTextContent('Bạn có 2 việc'));
    act(() =>
      server.latest().push(sseLine({ type: 'done', modelUsed: 'llama3.2', processingTime: 1234, service: 'ollama' })),
    );
    await waitFor(() => expect(messages()[1]).toHaveAttribute('data-streaming', 'false'));
    expect(within(messages()[1]!).getByTestId('assistant-message-meta')).toHaveTextContent('llama3.2 · 1,2 s');
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('assistant-status')).toHaveTextContent('Ollama');
    expect(JSON.parse(localStorage.getItem('hypo_conversation') ?? '{}').messages).toHaveLength(2);
  });

  it('shows an error reply with its text and suggestion, and retries it', async () => {
    const server = mockServer();
    renderWithProviders(<AssistantBubble />);
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Tôi có tin nhắn chưa đọc không?' }));
    await waitFor(() => expect(server.streams).toHaveLength(1));
    act(() =>
      server.latest().push(
        sseLine({
          type: 'error',
          message: 'x',
          errorType: 'ollama_not_running',
          suggestion: 'Hãy chạy ollama serve',
        }),
      ),
    );
    await waitFor(() => expect(messages()[1]).toHaveAttribute('data-error-type', 'ollama_not_running'));
    expect(messages()[1]).toHaveTextContent('Ollama chưa chạy');
    expect(messages()[1]).toHaveTextContent('Hãy chạy ollama serve');
    expect(screen.getByTestId('assistant-status')).toHaveAttribute('data-connection', 'offline');

    fireEvent.click(screen.getByTestId('assistant-retry'));
    await waitFor(() => expect(server.streams).toHaveLength(2));
    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toHaveAttribute('data-streaming', 'true');
    const bodies = server.fetchMock.mock.calls
      .filter(([url]) => url === '/api/ai/hypo/chat-stream')
      .map(([, init]) => JSON.parse(String(init?.body)).message);
    expect(bodies).toEqual(['Tôi có tin nhắn chưa đọc không?', 'Tôi có tin nhắn chưa đọc không?']);
  });

  it('stops a reply: the partial text stays, marked stopped, and can be retried', async () => {
    const server = mockServer();
    renderWithProviders(<AssistantBubble />);
    await openPanel();
    const input = screen.getByTestId('assistant-input');
    fireEvent.change(input, { target: { value: 'Viết một bài dài' } });
    fireEvent.click(screen.getByTestId('assistant-send'));
    await waitFor(() => expect(server.streams).toHaveLength(1));
    act(() => server.latest().push(sseLine({ type: 'chunk', content: 'Mở đầu' })));
    await waitFor(() => expect(messages()[1]).toHaveTextContent('Mở đầu'));
    fireEvent.click(screen.getByTestId('assistant-stop'), { detail: 1 });
    await waitFor(() => expect(messages()[1]).toHaveAttribute('data-streaming', 'false'));
    expect(messages()[1]).not.toHaveAttribute('data-error-type');
    expect(messages()[1]).toHaveTextContent('Đã dừng');
    expect(screen.getByTestId('assistant-retry')).toBeInTheDocument();
    const call = server.fetchMock.mock.calls.find(([url]) => url === '/api/ai/hypo/chat-stream');
    expect(call?.[1]?.signal?.aborted).toBe(true);
  });

  it('names a transport failure and a refusal in the reader’s language', async () => {
    await changeLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).endsWith('/health')
          ? jsonResponse(503, { success: false, message: 'down' })
          : jsonResponse(429, { success: false, message: 'm', errorType: 'rate_limited', suggestion: 'Wait 30 s' }),
      ),
    );
    renderWithProviders(<AssistantBubble />);
    fireEvent.click(screen.getByRole('button', { name: 'Open AI assistant' }));
    await screen.findByRole('dialog', { name: 'Hypo' });
    await waitFor(() => expect(screen.getByTestId('assistant-status')).toHaveTextContent('Offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Which of my tasks are due soon?' }));
    await waitFor(() => expect(messages()[1]).toHaveAttribute('data-error-type', 'rate_limited'));
    expect(messages()[1]).toHaveTextContent('Please wait 30 seconds');
    await act(() => changeLanguage('vi'));
    expect(messages()[1]).toHaveTextContent('Vui lòng đợi 30 giây');
  });

  it('starts a new chat: forgets the conversation here and on the server, with a new id', async () => {
    const server = mockServer();
    renderWithProviders(<AssistantBubble />);
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Tìm tài liệu "báo cáo"' }));
    await waitFor(() => expect(server.streams).toHaveLength(1));
    act(() =>
      server.latest().push(sseLine({ type: 'done', modelUsed: 'builtin', processingTime: 1, service: 'builtin' })),
    );
    await waitFor(() => expect(messages()[1]).toHaveAttribute('data-streaming', 'false'));
    const oldId = JSON.parse(localStorage.getItem('hypo_conversation') ?? '{}').id as string;

    fireEvent.click(screen.getByTestId('assistant-new-chat'));
    expect(messages()).toHaveLength(0);
    expect(screen.getByTestId('assistant-welcome')).toBeInTheDocument();
    expect(localStorage.getItem('hypo_conversation')).toBeNull();
    await waitFor(() =>
      expect(server.fetchMock).toHaveBeenCalledWith(
        `/api/ai/hypo/conversation/${oldId}`,
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Việc nào của tôi sắp đến hạn?' }));
    await waitFor(() => expect(server.streams).toHaveLength(2));
    const last = server.fetchMock.mock.calls.filter(([url]) => url === '/api/ai/hypo/chat-stream').at(-1);
    expect(JSON.parse(String(last?.[1]?.body)).conversationId).not.toBe(oldId);
  });

  it('restores a recent conversation, a reply cut off mid-stream showing as stopped', async () => {
    mockServer();
    const now = new Date().toISOString();
    localStorage.setItem(
      'hypo_conversation',
      JSON.stringify({
        id: 'conv_1_restored',
        timestamp: now,
        messages: [
          { id: 'u1', sender: 'user', text: 'Câu hỏi cũ', timestamp: now, streaming: false, isError: false },
          { id: 'a1', sender: 'ai', text: 'Trả lời dở', timestamp: now, streaming: true, isError: false },
        ],
      }),
    );
    renderWithProviders(<AssistantBubble />);
    await openPanel();
    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toHaveAttribute('data-streaming', 'false');
    expect(messages()[1]).toHaveAttribute('data-stopped', 'true');
    expect(screen.getByTestId('assistant-send')).toBeInTheDocument();
  });

  it('is a modal full-screen sheet on phones, closed by its button', async () => {
    mockServer();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767px'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithProviders(<AssistantBubble />);
    const panel = await openPanel();
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveAttribute('data-mode', 'sheet');
    expect(panel).toHaveFocus();
    fireEvent.click(screen.getByTestId('assistant-close'));
    expect(screen.queryByTestId('assistant-panel')).not.toBeInTheDocument();
    expect(screen.getByTestId('assistant-bubble')).toHaveFocus();
  });
});
