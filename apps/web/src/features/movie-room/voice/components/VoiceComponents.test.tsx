import type { RoomMember } from '@teamhub/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AudioUnlockButton } from './AudioUnlockButton';
import { DebugAudioButton } from './DebugAudioButton';
import { VoiceControls } from './VoiceControls';
import { VoiceErrorAlert } from './VoiceErrorAlert';
import { VoiceMemberList } from './VoiceMemberList';

const controls = {
  inVoice: true,
  joining: false,
  isMuted: false,
  isDeafened: false,
  join: vi.fn(async () => {}),
  leave: vi.fn(),
  toggleMute: vi.fn(),
  toggleDeafen: vi.fn(),
};

const member = (socketId: string, username: string, patch: Partial<RoomMember> = {}): RoomMember => ({
  socketId,
  userId: `user-${socketId}`,
  username,
  avatar: '',
  inVoiceChat: true,
  isMuted: false,
  ...patch,
});

describe('VoiceControls', () => {
  it('offers only joining outside voice', async () => {
    const join = vi.fn(async () => {});
    render(<VoiceControls {...controls} inVoice={false} join={join} />);
    expect(screen.queryByRole('button', { name: 'Tắt micro' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tham gia voice chat' }));
    expect(join).toHaveBeenCalledOnce();
  });

  it('has mute and deafen toggles with aria-pressed, usable from the keyboard', async () => {
    const toggleMute = vi.fn();
    const { rerender } = render(<VoiceControls {...controls} toggleMute={toggleMute} />);
    const mute = screen.getByRole('button', { name: 'Tắt micro' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.tab();
    expect(mute).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggleMute).toHaveBeenCalledOnce();
    rerender(<VoiceControls {...controls} isMuted isDeafened />);
    expect(screen.getByRole('button', { name: 'Bật micro' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bật âm thanh' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('VoiceMemberList', () => {
  it('lists the voice members with a speaking mark and a muted icon', () => {
    render(
      <VoiceMemberList
        members={[
          member('a', 'an'),
          member('b', 'binh', { isMuted: true }),
          member('c', 'chi', { inVoiceChat: false }),
        ]}
        speaking={new Set(['a'])}
        selfSocketId="a"
      />,
    );
    const rows = screen.getAllByTestId('voice-member');
    expect(rows.map((row) => row.dataset.username)).toEqual(['an', 'binh']);
    expect(rows[0]).toHaveAttribute('data-speaking', 'true');
    expect(rows[0]).toHaveTextContent('an (bạn)');
    expect(screen.getAllByRole('img', { name: 'Đã tắt micro' })).toHaveLength(1);
  });
});

describe('DebugAudioButton', () => {
  it('shows the microphone and each peer with its inbound audio bytes', async () => {
    const debugInfo = vi.fn(async () => ({
      microphone: 'live' as const,
      microphoneLabel: 'Fake',
      audioBlocked: false,
      peers: [{ socketId: 'b', username: 'binh', connectionState: 'connected' as const, bytesReceived: 4096 }],
    }));
    render(<DebugAudioButton debugInfo={debugInfo} />);
    const button = screen.getByRole('button', { name: 'Kiểm tra âm thanh' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const peer = await screen.findByTestId('voice-peer-stats');
    expect(peer).toHaveTextContent('binh: connected, đã nhận 4096 byte');
    expect(peer).toHaveAttribute('data-bytes-received', '4096');
    expect(screen.getByTestId('voice-mic-state')).toHaveAttribute('data-state', 'live');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('voice-debug-panel')).toBeNull();
  });
});

describe('AudioUnlockButton and VoiceErrorAlert', () => {
  it('the unlock shows only while audio is blocked', async () => {
    const enableAudio = vi.fn();
    const { rerender } = render(<AudioUnlockButton audioBlocked={false} enableAudio={enableAudio} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<AudioUnlockButton audioBlocked enableAudio={enableAudio} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nhấn để bật âm thanh' }));
    expect(enableAudio).toHaveBeenCalledOnce();
  });

  it('the error is an alert that can be dismissed', async () => {
    const clearError = vi.fn();
    render(<VoiceErrorAlert error="Không thể tham gia voice chat: lỗi" clearError={clearError} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Không thể tham gia voice chat: lỗi');
    await userEvent.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(clearError).toHaveBeenCalledOnce();
  });
});
