import type { DocumentView } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useSession } from '../../../lib/session/useSession';
import { conversationTitle } from '../../chat';
import { documentKeys, fetchConversations } from '../api';
import { errorMessage } from '../utils/error-message';
import buttons from '../../../components/Button.module.css';
import styles from './Dialogs.module.css';

interface ShareChatDialogProps {
  document: DocumentView;
  onShare: (conversationId: string) => Promise<unknown>;
  onClose: () => void;
}

/** Picks one of the user's conversations and posts the document there as a file message. */
export function ShareChatDialog({ document, onShare, onClose }: ShareChatDialogProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const conversations = useQuery({ queryKey: documentKeys.conversations, queryFn: fetchConversations });
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    try {
      await onShare(chosen);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure, t('documents.actionFailed')));
    }
  };
  const list = conversations.data ?? [];
  return (
    <Dialog title={t('documents.shareToChat')} closeLabel={t('documents.close')} onClose={onClose}>
      <form onSubmit={(event) => void send(event)} className={styles.form}>
        <p className={styles.subject}>{document.name}</p>
        <fieldset className={styles.choices}>
          <legend>{t('documents.conversations')}</legend>
          {list.map((conversation) => (
            <label key={conversation.id} className={styles.choice}>
              <input
                type="radio"
                name="conversation"
                value={conversation.id}
                checked={chosen === conversation.id}
                onChange={() => setChosen(conversation.id)}
              />
              <span>{conversationTitle(conversation, user?.id)}</span>
            </label>
          ))}
          {conversations.isSuccess && list.length === 0 && (
            <p className={styles.muted}>{t('documents.noConversations')}</p>
          )}
          {conversations.isError && (
            <p className={styles.error} role="alert">
              {errorMessage(conversations.error, t('documents.actionFailed'))}
            </p>
          )}
        </fieldset>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('documents.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={!chosen || busy}>
            {t('documents.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
