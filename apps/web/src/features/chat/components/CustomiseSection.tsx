import { LIMITS, type ConversationView } from '@teamhub/contracts';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationActions } from '../hooks/useConversationActions';
import styles from './InfoPanel.module.css';

/** Renaming, for groups and communities. */
export function CustomiseSection({ conversation }: { conversation: ConversationView }) {
  const { t } = useTranslation();
  const actions = useConversationActions();
  const [name, setName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (conversation.type === 'direct') return <p className={styles.hint}>{t('chat.info.renameHint')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = name?.trim() ?? '';
    if (!next || next === conversation.name) {
      setName(null);
      return;
    }
    setSaving(true);
    const saved = await actions.rename(conversation._id, next);
    setSaving(false);
    if (saved) setName(null);
  };

  if (name === null) {
    return (
      <button
        type="button"
        className={styles.action}
        onClick={() => setName(conversation.name)}
        data-testid="info-rename"
      >
        <Pencil size={17} aria-hidden="true" />
        {t('chat.info.rename')}
      </button>
    );
  }
  return (
    <form className={styles.renameForm} onSubmit={(event) => void submit(event)}>
      <input
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={LIMITS.chat.groupName}
        aria-label={t('chat.info.renameLabel')}
        disabled={saving}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            setName(null);
          }
        }}
        data-testid="info-rename-input"
      />
      <div className={styles.renameActions}>
        <button type="button" className={styles.secondary} onClick={() => setName(null)} disabled={saving}>
          {t('chat.cancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={saving || !name.trim()}>
          {t('chat.save')}
        </button>
      </div>
    </form>
  );
}
