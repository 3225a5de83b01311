import type { PlaybackAction, RoomView } from '@teamhub/contracts';
import { useState } from 'react';
import { useSession } from '../../../lib/session/useSession';
import { useRoomChat } from '../hooks/useRoomChat';
import { useRoomConnection } from '../hooks/useRoomConnection';
import {
  AudioUnlockButton,
  DebugAudioButton,
  useVoiceChat,
  VoiceControls,
  VoiceErrorAlert,
  VoiceMemberList,
} from '../voice';
import { MemberList } from './MemberList';
import styles from './MovieRoomView.module.css';
import { MoviePicker } from './MoviePicker';
import { RoomChat } from './RoomChat';
import { RoomEmptyStage } from './RoomEmptyStage';
import { RoomHeader } from './RoomHeader';
import { RoomPlayer } from './RoomPlayer';

interface MovieRoomViewProps {
  room: RoomView;
  onLeave: () => void;
  onJoinFailed: (message: string) => void;
}

/** A joined room: header, the player (or the wait for a movie), members and chat. */
export function MovieRoomView({ room, onLeave, onJoinFailed }: MovieRoomViewProps) {
  const { user } = useSession();
  const userId = user?._id ?? '';
  const isHost = userId === room.host._id;
  const connection = useRoomConnection(room.roomId, room.currentMovie, onJoinFailed);
  const chat = useRoomChat(connection.socket, room.roomId, connection.reconnects);
  const [pickerOpen, setPickerOpen] = useState(false);
  const { socket, movie } = connection;
  const voice = useVoiceChat({
    socket,
    connected: connection.connected,
    roomId: room.roomId,
    members: connection.members,
    iceServers: room.iceServers,
  });

  const control = (action: PlaybackAction, position: number, rate?: number) => {
    socket?.emit('playback-control', { roomId: room.roomId, action, position, rate });
  };

  const leave = () => {
    voice.leave();
    onLeave();
  };

  return (
    <div className={styles.room}>
      <RoomHeader
        room={room}
        isHost={isHost}
        connected={connection.connected}
        voiceControls={
          <>
            <AudioUnlockButton audioBlocked={voice.audioBlocked} enableAudio={voice.enableAudio} />
            <VoiceControls {...voice} />
            <DebugAudioButton debugInfo={voice.debugInfo} />
          </>
        }
        onChooseMovie={() => setPickerOpen(true)}
        onLeave={leave}
      />
      <VoiceErrorAlert error={voice.error} clearError={voice.clearError} />
      <div className={styles.body}>
        <div className={styles.stage}>
          {movie ? (
            <RoomPlayer
              key={`${movie.tmdbId}|${movie.selectedAt}`}
              movie={movie}
              playback={connection.playback}
              clockOffset={connection.clockOffset}
              isHost={isHost}
              onControl={control}
            />
          ) : (
            <RoomEmptyStage isHost={isHost} onChooseMovie={() => setPickerOpen(true)} />
          )}
        </div>
        <aside className={styles.sidebar}>
          {voice.inVoice && (
            <VoiceMemberList members={voice.voiceMembers} speaking={voice.speaking} selfSocketId={voice.selfSocketId} />
          )}
          <MemberList members={connection.members} hostId={room.host._id} currentUserId={userId} />
          <RoomChat chat={chat} connected={connection.connected} currentUserId={userId} />
        </aside>
      </div>
      {pickerOpen && isHost && (
        <MoviePicker roomId={room.roomId} onClose={() => setPickerOpen(false)} onChosen={() => setPickerOpen(false)} />
      )}
    </div>
  );
}
