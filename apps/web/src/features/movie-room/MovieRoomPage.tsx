import type { RoomView } from '@teamhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { JoinCard } from './components/JoinCard';
import { MovieRoomView } from './components/MovieRoomView';
import { findOrCreateRoom } from './hooks/joinRoom';
import styles from './MovieRoomPage.module.css';

/**
 * /movie-room: the join card, or the joined room. The room id lives in `?room=`, so a link to a room
 * works and a reload joins again.
 */
export function MovieRoomPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roomParam = (params.get('room') ?? '').trim().toLowerCase();
  const [room, setRoom] = useState<RoomView | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [autoJoinFailed, setAutoJoinFailed] = useState<string | null>(null);
  const autoJoining = roomParam !== '' && room?.roomId !== roomParam && autoJoinFailed !== roomParam;

  useEffect(() => {
    if (!autoJoining) return undefined;
    let cancelled = false;
    findOrCreateRoom(roomParam, '')
      .then((found) => {
        if (!cancelled) setRoom(found);
      })
      .catch(() => {
        if (cancelled) return;
        setAutoJoinFailed(roomParam);
        setJoinError(t('movieRoom.joinFailed'));
      });
    return () => {
      cancelled = true;
    };
  }, [autoJoining, roomParam, t]);

  const joined = (next: RoomView) => {
    setJoinError(null);
    setAutoJoinFailed(null);
    setRoom(next);
    setParams({ room: next.roomId });
  };

  const leave = useCallback(() => {
    setRoom(null);
    setAutoJoinFailed(null);
    setParams({});
  }, [setParams]);

  const joinFailed = useCallback(() => {
    setAutoJoinFailed(roomParam);
    setRoom(null);
    setJoinError(t('movieRoom.joinFailed'));
  }, [roomParam, t]);

  if (room && room.roomId === roomParam) {
    return <MovieRoomView key={room.roomId} room={room} onLeave={leave} onJoinFailed={joinFailed} />;
  }
  return (
    <div className={styles.page}>
      <PageHeader title={t('movieRoom.title')} />
      {autoJoining ? (
        <div className={styles.center}>
          <Spinner label={t('movieRoom.joining')} />
        </div>
      ) : (
        <JoinCard key={roomParam} initialRoomId={roomParam} error={joinError} onJoined={joined} />
      )}
    </div>
  );
}
