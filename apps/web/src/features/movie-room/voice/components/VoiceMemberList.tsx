import type { RoomMember } from '@teamhub/contracts';
import { MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/Avatar';
import styles from './Voice.module.css';

interface VoiceMemberListProps {
  /** The room's members; those not in voice are left out. */
  members: readonly RoomMember[];
  /** Socket ids of the members speaking now. */
  speaking: ReadonlySet<string>;
  selfSocketId: string | null;
}

/** Who is in voice: avatar with a ring while speaking, and a muted icon. */
export function VoiceMemberList({ members, speaking, selfSocketId }: VoiceMemberListProps) {
  const { t } = useTranslation();
  const inVoice = members.filter((member) => member.inVoiceChat);
  if (inVoice.length === 0) {
    return (
      <p className={styles.empty} data-testid="voice-members-empty">
        {t('voice.noMembers')}
      </p>
    );
  }
  return (
    <ul className={styles.members} aria-label={t('voice.membersLabel')} data-testid="voice-members">
      {inVoice.map((member) => {
        const isSpeaking = speaking.has(member.socketId);
        const name = member.socketId === selfSocketId ? t('voice.you', { name: member.username }) : member.username;
        return (
          <li
            key={member.socketId}
            className={styles.member}
            data-testid="voice-member"
            data-username={member.username}
            data-muted={member.isMuted}
            data-speaking={isSpeaking}
          >
            <span className={styles.avatarRing} data-speaking={isSpeaking}>
              <Avatar username={member.username} avatar={member.avatar} size={32} />
            </span>
            <span className={styles.name}>{name}</span>
            {isSpeaking && <span className="visually-hidden">{t('voice.speaking')}</span>}
            {member.isMuted && (
              <MicOff
                className={styles.mutedIcon}
                size={16}
                role="img"
                aria-label={t('voice.muted')}
                data-testid="voice-member-muted"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
