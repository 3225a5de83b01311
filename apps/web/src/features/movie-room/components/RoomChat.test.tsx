import type { RoomChatMessage, RoomMessagesPage } from '@teamhub/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { fetchRoomMessages } from '../api';
import { useRoomChat } from '../hooks/useRoomChat';
import type { MovieRoomSocket } from '../movie-room-socket';
import { RoomChat } from './RoomChat';

vi.mock('../api', () => ({ fetchRoomMessages: vi.fn() }));
const fetchMock = vi.mocked(fetchRoomMessages);

const message = (id: string, text: string, userId = 'user-2'): RoomChatMessage => ({
  id,
  roomId: 'room123',
  user: { id: userId, username: userId === 'user-1' ? 'minh' : 'lan', avatar: '' },
  message: text,
  timestamp: `2026-11-24T18:${id.padStart(2, '0')}:00.000Z`,
});
const page = (messages: RoomChatMessage[], currentPage: number, totalPages: number): RoomMessagesPage => ({
  messages,
  pagination: { currentPage, totalPages },
});

/** Just enough of a socket: listeners, emits with acks, a connected flag. */
class FakeSocket {
  connected = true;
  listeners = new Map<string, (payload: unknown) => void>();
  emitted: { event: string; payload: unknown }[] = [];
  on(event: string, listener: (payload: unknown) => void) {
    this.listeners.set(event, listener);
    return this;
  }
  off(event: string) {
    this.listeners.delete(event);
    return this;
  }
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push({ event, payload });
    ack?.({ success: true });
    return this;
  }
  receive(event: string, payload: unknown) {
    act(() => this.listeners.get(event)?.(payload));
  }
}

function Harness({ socket, connected }: { socket: FakeSocket; connected: boolean }) {
  const chat = useRoomChat(socket as unknown as MovieRoomSocket, 'room123', 0);
  return <RoomChat chat={chat} connected={connected} currentUserId="user-1" />;
}

const input = () => screen.getByTestId('room-chat-input');
const sendButton = () => screen.getByTestId('room-chat-send');

describe('RoomChat', () => {
  beforeEach(() => fetchMock.mockReset());

  it("says 'Chưa có tin nhắn nào...' when empty, and cannot send blank text", async () => {
    fetchMock.mockResolvedValue(page([], 1, 1));
    const socket = new FakeSocket();
    renderWithProviders(<Harness socket={socket} connected />);
    expect(await screen.findByText('Chưa có tin nhắn nào...')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(input());
    expect(socket.emitted).toHaveLength(0);
  });

  it('sends the trimmed text on Enter and shows the echo once', async () => {
    fetchMock.mockResolvedValue(page([], 1, 1));
    const socket = new FakeSocket();
    renderWithProviders(<Harness socket={socket} connected />);
    fireEvent.change(input(), { target: { value: '  chào cả phòng  ' } });
    fireEvent.submit(input());
    await waitFor(() =>
      expect(socket.emitted).toContainEqual({
        event: 'chat-message',
        payload: { roomId: 'room123', message: 'chào cả phòng' },
      }),
    );
    expect(input()).toHaveValue('');
    socket.receive('chat-message', message('5', 'chào cả phòng', 'user-1'));
    socket.receive('chat-message', message('5', 'chào cả phòng', 'user-1'));
    expect(screen.getAllByText('chào cả phòng')).toHaveLength(1);
  });

  it('disables the input and send button while disconnected', async () => {
    fetchMock.mockResolvedValue(page([], 1, 1));
    renderWithProviders(<Harness socket={new FakeSocket()} connected={false} />);
    await screen.findByText('Chưa có tin nhắn nào...');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });

  it("says 'Không có kết nối. Vui lòng thử lại' when the socket dropped before sending, and keeps the text", async () => {
    fetchMock.mockResolvedValue(page([], 1, 1));
    const socket = new FakeSocket();
    socket.connected = false;
    renderWithProviders(<Harness socket={socket} connected />);
    fireEvent.change(input(), { target: { value: 'xin chào' } });
    fireEvent.submit(input());
    expect(await screen.findByRole('alert')).toHaveTextContent('Không có kết nối. Vui lòng thử lại');
    expect(input()).toHaveValue('xin chào');
    expect(socket.emitted).toHaveLength(0);
  });

  it('loads older pages and puts them in front', async () => {
    fetchMock.mockImplementation((_roomId, pageNumber) =>
      Promise.resolve(
        pageNumber === 1
          ? page([message('3', 'ba'), message('4', 'bốn')], 1, 2)
          : page([message('1', 'một'), message('2', 'hai')], 2, 2),
      ),
    );
    renderWithProviders(<Harness socket={new FakeSocket()} connected />);
    await screen.findByText('bốn');
    fireEvent.click(screen.getByRole('button', { name: 'Tải tin nhắn cũ hơn' }));
    await screen.findByText('một');
    const texts = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(texts.map((text) => ['một', 'hai', 'ba', 'bốn'].find((word) => text.endsWith(word)))).toEqual([
      'một',
      'hai',
      'ba',
      'bốn',
    ]);
    expect(fetchMock).toHaveBeenLastCalledWith('room123', 2);
    expect(screen.queryByRole('button', { name: 'Tải tin nhắn cũ hơn' })).not.toBeInTheDocument();
  });
});
