import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatHarness, createTestQueryClient, FakeChatSocket } from '../../../../test/chat-harness';
import { NewMessageModal } from './NewMessageModal';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const lan = {
  _id: 'user-2',
  id: 'user-2',
  username: 'lan',
  avatar: '',
  verified: false,
  email: 'lan@example.com',
  position: 'Designer',
  isActive: true,
};

/**
 * Runs `check` until it passes, letting pending promises settle and due fake timers run between
 * tries. Fake time never moves on its own here (no `shouldAdvanceTime`): on a loaded machine real
 * time leaking into the clock let the 500 ms search delay pass while the test stood at 499 ms.
 */
async function eventually<T>(check: () => T): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return check();
    } catch (error) {
      if (attempt >= 50) throw error;
    }
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

describe('NewMessageModal', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  function setup() {
    const onOpened = vi.fn();
    const onClose = vi.fn();
    render(
      <ChatHarness socket={new FakeChatSocket()} queryClient={createTestQueryClient()}>
        <NewMessageModal onClose={onClose} onOpened={onOpened} onNewGroup={vi.fn()} />
      </ChatHarness>,
    );
    return { onOpened, onClose, input: screen.getByTestId('new-message-search') };
  }

  it('asks nothing under 2 characters and searches 500 ms after typing stops', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: [lan] }));
    const { input } = setup();
    fireEvent.change(input, { target: { value: ' a ' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'la' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: 'lan' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/chats/users/search?query=lan');
    expect(await eventually(() => screen.getByTestId('user-search-result'))).toHaveTextContent('lan@example.com');
  });

  it('says when nobody matches, and shows the search error texts', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: [] }));
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'zz' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await eventually(() => screen.getByTestId('user-search-empty'))).toHaveTextContent(
      'Không tìm thấy người dùng nào phù hợp',
    );

    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fireEvent.change(input, { target: { value: 'zzz' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    const error = await eventually(() => screen.getByTestId('user-search-error'));
    expect(error).toHaveTextContent('Có lỗi xảy ra khi tìm kiếm. Vui lòng thử lại.');
    expect(error).toHaveTextContent('Lỗi kết nối khi tìm kiếm người dùng');
  });

  it('opens the conversation with the picked user', async () => {
    const conversation = {
      _id: 'c1',
      id: 'c1',
      type: 'direct',
      participants: [],
      lastActivity: '2026-03-15T00:00:00Z',
    };
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, data: [lan] }))
      .mockResolvedValueOnce(json(200, { success: true, data: conversation }));
    const { input, onOpened } = setup();
    fireEvent.change(input, { target: { value: 'lan' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(await eventually(() => screen.getByTestId('user-search-result')));
    await eventually(() => expect(onOpened).toHaveBeenCalled());
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/chats/conversations');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ targetUserId: 'user-2' });
    expect(onOpened).toHaveBeenCalledWith(conversation);
  });

  it('shows the create texts when the conversation cannot be made', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, data: [lan] }))
      .mockResolvedValueOnce(json(500, { success: false, message: '' }));
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'lan' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(await eventually(() => screen.getByTestId('user-search-result')));
    const error = await eventually(() => screen.getByTestId('new-message-error'));
    expect(error).toHaveTextContent('Không thể tạo cuộc trò chuyện. Vui lòng thử lại.');
  });
});
