import type { ConversationView, ParticipantView } from '@teamhub/contracts';
import { LogOut, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { UserLink } from '../../../components/UserLink';
import { useSession } from '../../../lib/session/useSession';
import { useOnlineUsers } from '../hooks/useOnlineUsers';
import { useConversationActions } from '../hooks/useConversationActions';
import { useConversationMembers } from '../hooks/useConversationMembers';
import { AddMembersModal } from './AddMembersModal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { chatErrorText } from '../utils/chat-error';
import styles from './InfoPanel.module.css';

const ROLE_ORDER = { owner: 0, admin: 1, member: 2 } as const;

/** Members with their online status; for groups: add, remove (owners and admins) and leave. */
export function MembersSection({ conversation, onLeft }: { conversation: ConversationView; onLeft: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const onlineUserIds = useOnlineUsers();
  const list = useConversationMembers(conversation);
  const actions = useConversationActions();
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const group = conversation.type !== 'direct';
  const myRole = list.members.find((item) => item.user._id === user?._id)?.role;
  const canManage = group && (myRole === 'owner' || myRole === 'admin');

  const online = (participant: ParticipantView) => onlineUserIds.has(participant.user._id);
  const members = [...list.members].sort(
    (a, b) =>
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      Number(online(b)) - Number(online(a)) ||
      a.user.username.localeCompare(b.user.username),
  );

  const remove = async (userId: string) => {
    setRemoving(userId);
    await actions.removeMember(conversation._id, userId);
    setRemoving(null);
  };

  return (
    <>
      <ul className={styles.members}>
        {members.map((participant) => {
          const me = participant.user._id === user?._id;
          const isOnline = online(participant);
          return (
            <li key={participant.user._id} className={styles.member} data-testid="info-member">
              <span className={styles.memberAvatar}>
                <Avatar username={participant.user.username} avatar={participant.user.avatar} size={36} />
                {isOnline && <span className={styles.dot} data-testid="member-online" />}
              </span>
              <span className={styles.memberBody}>
                <UserLink userId={participant.user._id} className={styles.memberName}>
                  {participant.user.username} {me && t('chat.info.youSuffix')}
                </UserLink>
                <small data-online={isOnline ? 'true' : 'false'}>
                  {group && participant.role !== 'member' && `${t(`chat.info.role.${participant.role}`)} · `}
                  {t(isOnline ? 'chat.activeNow' : 'chat.offline')}
                </small>
              </span>
              {canManage && !me && participant.role !== 'owner' && (
                <button
                  type="button"
                  className={styles.memberRemove}
                  onClick={() => void remove(participant.user._id)}
                  disabled={removing !== null}
                  aria-label={t('chat.info.removeMember', { name: participant.user.username })}
                  title={t('chat.info.removeMember', { name: participant.user.username })}
                  data-testid="info-member-remove"
                >
                  <UserMinus size={16} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {list.hasMore && (
        <button
          type="button"
          className={styles.action}
          onClick={list.loadMore}
          disabled={list.loadingMore}
          data-testid="info-more-members"
        >
          {t('chat.info.moreMembers')}
        </button>
      )}
      {group && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            onClick={() => setAdding(true)}
            data-testid="info-add-members"
          >
            <UserPlus size={17} aria-hidden="true" />
            {t('chat.info.addMembers')}
          </button>
          <button
            type="button"
            className={`${styles.action} ${styles.dangerAction}`}
            onClick={() => setLeaving(true)}
            data-testid="info-leave"
          >
            <LogOut size={17} aria-hidden="true" />
            {t('chat.info.leave')}
          </button>
        </div>
      )}
      {adding && <AddMembersModal conversation={conversation} onClose={() => setAdding(false)} />}
      {leaving && (
        <ConfirmDialog
          title={t('chat.info.leaveTitle')}
          message={t('chat.info.leaveConfirm')}
          confirmLabel={t('chat.info.leave')}
          onConfirm={async () => {
            await actions.leave(conversation._id);
            onLeft();
          }}
          describeFailure={(failure) => chatErrorText(failure, { fallback: t('chat.errors.leave') })}
          testIds={{ dialog: 'chat-confirm', confirm: 'chat-confirm-accept' }}
          onClose={() => setLeaving(false)}
        />
      )}
    </>
  );
}
