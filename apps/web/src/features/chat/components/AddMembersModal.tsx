import type { ChatUserSearchResult, ConversationView } from '@teamhub/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useChatError } from '../hooks/useChatError';
import { useConversationMembers } from '../hooks/useConversationMembers';
import { useConversationActions } from '../hooks/useConversationActions';
import { UserPicker } from './UserPicker';
import buttons from '../../../components/Button.module.css';
import styles from './Modal.module.css';

/** Adds people to a group or community (those already in it are not offered). */
export function AddMembersModal({ conversation, onClose }: { conversation: ConversationView; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useConversationActions();
  // The page's banner sits under the modal's backdrop, so a failure is repeated here.
  const { error } = useChatError();
  const [selected, setSelected] = useState<ChatUserSearchResult[]>([]);
  const [saving, setSaving] = useState(false);
  // The loaded member list (all of a group's); the server leaves anyone already in as they are.
  const { members } = useConversationMembers(conversation);
  const memberIds = useMemo(() => new Set(members.map((participant) => participant.user._id)), [members]);

  const add = async () => {
    setSaving(true);
    const saved = await actions.addMembers(
      conversation._id,
      selected.map((user) => user._id),
    );
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog title={t('chat.addMembersModal.title')} closeLabel={t('chat.close')} onClose={onClose}>
      <div className={styles.modal} data-testid="add-members-modal">
        <UserPicker
          selected={selected}
          onChange={setSelected}
          excludeIds={memberIds}
          label={t('chat.newGroupModal.members')}
        />
        {error && (
          <p className={styles.error} role="alert">
            <span>{error}</span>
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={saving}>
            {t('chat.cancel')}
          </button>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => void add()}
            disabled={saving || selected.length === 0}
            data-testid="add-members-submit"
          >
            {saving ? t('chat.addMembersModal.adding') : t('chat.addMembersModal.add')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
