import type { RoomView } from '@teamhub/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ApiError } from '../../../lib/api-error';
import { createRoom, fetchRoom } from '../api';
import { JoinCard } from './JoinCard';

vi.mock('../api', () => ({ fetchRoom: vi.fn(), createRoom: vi.fn() }));
const fetchRoomMock = vi.mocked(fetchRoom);
const createRoomMock = vi.mocked(createRoom);

const room: RoomView = {
  roomId: 'room123',
  name: "minh's Room",
  description: 'Movie watching room',
  host: { _id: 'user-1', id: 'user-1', username: 'minh', avatar: '' },
  currentMovie: null,
  createdAt: '2026-11-24T18:00:00.000Z',
  iceServers: [],
};

function setup() {
  const onJoined = vi.fn();
  renderWithProviders(<JoinCard onJoined={onJoined} />);
  return {
    onJoined,
    idInput: screen.getByTestId('room-id-input'),
    nameInput: screen.getByTestId('room-name-input'),
    button: screen.getByTestId('join-room'),
  };
}

describe('JoinCard', () => {
  beforeEach(() => {
    fetchRoomMock.mockReset();
    createRoomMock.mockReset();
  });

  it('shows the spec texts, and the join button is disabled while the id is empty', () => {
    const { idInput, button } = setup();
    expect(screen.getByRole('heading', { name: 'Tham gia Phòng Phim' })).toBeInTheDocument();
    expect(idInput).toHaveAttribute('placeholder', 'room123');
    expect(button).toBeDisabled();
    fireEvent.change(idInput, { target: { value: 'room123' } });
    expect(button).toBeEnabled();
  });

  it("alerts 'Please enter a room id' for a blank id and calls nothing", () => {
    const { idInput, button } = setup();
    fireEvent.change(idInput, { target: { value: '   ' } });
    fireEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a room id');
    expect(fetchRoomMock).not.toHaveBeenCalled();
  });

  it('explains a room id with other characters without asking the server', () => {
    const { idInput, button } = setup();
    fireEvent.change(idInput, { target: { value: 'phòng 1' } });
    fireEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('Mã phòng tối đa 64 ký tự gồm chữ, số, - hoặc _');
    expect(fetchRoomMock).not.toHaveBeenCalled();
  });

  it('joins an existing room', async () => {
    fetchRoomMock.mockResolvedValue(room);
    const { idInput, button, onJoined } = setup();
    fireEvent.change(idInput, { target: { value: ' Room123 ' } });
    fireEvent.click(button);
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(room));
    expect(fetchRoomMock).toHaveBeenCalledWith('room123');
    expect(createRoomMock).not.toHaveBeenCalled();
  });

  it('creates the room (with its name) when it does not exist', async () => {
    fetchRoomMock.mockRejectedValue(new ApiError('This room does not exist', 404, 'http'));
    createRoomMock.mockResolvedValue({ ...room, name: 'Tối thứ sáu' });
    const { idInput, nameInput, button, onJoined } = setup();
    fireEvent.change(idInput, { target: { value: 'room123' } });
    fireEvent.change(nameInput, { target: { value: ' Tối thứ sáu ' } });
    fireEvent.click(button);
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(createRoomMock).toHaveBeenCalledWith({ roomId: 'room123', name: 'Tối thứ sáu' });
  });

  it("shows 'Failed to join room. Please try again.' on any other failure", async () => {
    fetchRoomMock.mockRejectedValue(new ApiError('network', 0, 'network'));
    const { idInput, button, onJoined } = setup();
    fireEvent.change(idInput, { target: { value: 'room123' } });
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to join room. Please try again.');
    expect(onJoined).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it('creates a new room under a fresh id without looking it up first (the lookup answers 404)', async () => {
    createRoomMock.mockResolvedValue(room);
    const { nameInput, onJoined } = setup();
    fireEvent.change(nameInput, { target: { value: 'Tối thứ sáu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo phòng mới' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(room));
    expect(fetchRoomMock).not.toHaveBeenCalled();
    expect(createRoomMock).toHaveBeenCalledWith({
      roomId: expect.stringMatching(/^phong-[a-z0-9]{10}$/),
      name: 'Tối thứ sáu',
    });
  });

  it('draws another id when the fresh one is taken', async () => {
    createRoomMock.mockRejectedValueOnce(new ApiError('taken', 409, 'http')).mockResolvedValueOnce(room);
    const { onJoined } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Tạo phòng mới' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(room));
    const [first, second] = createRoomMock.mock.calls.map(([body]) => body.roomId);
    expect(first).not.toBe(second);
  });
});
