import type { ChatUserSearchResult, ConversationView } from '@teamhub/contracts';
import { UsersRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useConversationActions } from '../hooks/useConversationActions';
import { useUserSearch } from '../hooks/useUserSearch';
import { chatErrorText } from '../utils/chat-error';
import { UserSearchResults } from './UserSearchResults';
import styles from './Modal.module.css';

interface NewMessageModalProps {
  onClose: () => void;
  onOpened: (conversation: ConversationView) => void;
  onNewGroup: () => void;
}

/** 'Tin nhắn mới': find someone by name or email (500 ms after typing stops) and open the chat. */
export function NewMessageModal({ onClose, onOpened, onNewGroup }: NewMessageModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const search = useUserSearch(text);
  const actions = useConversationActions();
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState('');

  useEffect(() => input.current?.focus(), []);

  const open = async (user: ChatUserSearchResult) => {
    setOpening(user._id);
    setError('');
    try {
      onOpened(await actions.openDirect(user._id));
    } catch (failure) {
      setError(
        chatErrorText(failure, { fallback: t('chat.errors.createFailed'), network: t('chat.errors.createNetwork') }),
      );
      setOpening(null);
    }
  };

  return (
    <Dialog title={t('chat.newMessageModal.title')} closeLabel={t('chat.close')} onClose={onClose}>
      <div className={styles.modal} data-testid="new-message-modal">
        <div className={styles.searchRow}>
          <label htmlFor={inputId}>{t('chat.newMessageModal.to')}</label>
          <input
            ref={input}
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('chat.newMessageModal.searchPlaceholder')}
            aria-label={t('chat.newMessageModal.searchLabel')}
            autoComplete="off"
            data-testid="new-message-search"
          />
        </div>
        <button type="button" className={styles.linkRow} onClick={onNewGroup} data-testid="new-message-new-group">
          <span className={styles.linkIcon}>
            <UsersRound size={18} aria-hidden="true" />
          </span>
          {t('chat.newGroup')}
        </button>
        {error && (
          <div className={styles.error} role="alert" data-testid="new-message-error">
            <strong>{t('chat.errors.createPage')}</strong>
            <span>{error}</span>
          </div>
        )}
        <div className={styles.resultsBox}>
          <UserSearchResults search={search} onPick={(user) => void open(user)} busyId={opening} />
        </div>
      </div>
    </Dialog>
  );
}
