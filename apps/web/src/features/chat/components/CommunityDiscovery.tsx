import type { ConversationView } from '@teamhub/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useCommunities } from '../hooks/useCommunities';
import { useConversationActions } from '../hooks/useConversationActions';
import { normalizeForSearch } from '../utils/conversation-list';
import styles from './Sidebar.module.css';

interface CommunityDiscoveryProps {
  search: string;
  hasJoined: boolean;
  onJoined: (conversation: ConversationView) => void;
}

/** Communities the user can see but has not joined, each with a Join button. */
export function CommunityDiscovery({ search, hasJoined, onJoined }: CommunityDiscoveryProps) {
  const { t } = useTranslation();
  const communities = useCommunities(true);
  const actions = useConversationActions();
  const [joining, setJoining] = useState<string | null>(null);
  const needle = normalizeForSearch(search);
  const visible = (communities.data ?? []).filter((item) => normalizeForSearch(item.name).includes(needle));

  const join = async (id: string) => {
    setJoining(id);
    const joined = await actions.join(id);
    setJoining(null);
    if (joined) onJoined(joined);
  };

  if (communities.isPending) return null;
  if (communities.isError) {
    return <p className={styles.state}>{t('chat.errors.communities')}</p>;
  }
  if (visible.length === 0) {
    return hasJoined ? null : <p className={styles.state}>{t('chat.emptyCommunities')}</p>;
  }
  return (
    <div className={styles.discover}>
      <h2 className={styles.listHeading}>{t('chat.discoverCommunities')}</h2>
      <ul className={styles.items}>
        {visible.map((community) => (
          <li key={community._id} className={styles.discoverItem} data-testid="community-item">
            <Avatar username={community.name} avatar={community.avatar} size={44} />
            <span className={styles.itemBody}>
              <span className={styles.itemName}>{community.name}</span>
              <span className={styles.preview}>{t('chat.communityMembers', { count: community.membersCount })}</span>
            </span>
            <button
              type="button"
              className={styles.joinButton}
              onClick={() => void join(community._id)}
              disabled={joining !== null}
              data-testid="community-join"
            >
              {joining === community._id ? t('chat.joining') : t('chat.join')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
