import type { RoomMember } from '@teamhub/contracts';
import { Crown, Mic, MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import styles from './MemberList.module.css';

interface MemberListProps {
  members: readonly RoomMember[];
  hostId: string;
  currentUserId: string;
}

/** Everyone in the room now (one row per joined tab), with the host and voice state marked. */
export function MemberList({ members, hostId, currentUserId }: MemberListProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.members} aria-labelledby="room-members-title">
      <h2 id="room-members-title" className={styles.heading}>
        {t('movieRoom.membersTitle')}
        <span className={styles.count} data-testid="room-member-count">
          {members.length}
        </span>
      </h2>
      <ul className={styles.list}>
        {members.map((member) => (
          <li key={member.socketId} className={styles.member}>
            <Avatar username={member.username} avatar={member.avatar} size={30} />
            <span className={styles.name}>
              {member.username}
              {member.userId === currentUserId && <span className={styles.you}> ({t('movieRoom.you')})</span>}
            </span>
            {member.userId === hostId && (
              <Crown size={16} className={styles.crown} aria-label={t('movieRoom.host')} role="img" />
            )}
            {member.inVoiceChat &&
              (member.isMuted ? (
                <MicOff size={16} className={styles.muted} aria-label={t('movieRoom.mutedMic')} role="img" />
              ) : (
                <Mic size={16} className={styles.voice} aria-label={t('movieRoom.inVoice')} role="img" />
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
