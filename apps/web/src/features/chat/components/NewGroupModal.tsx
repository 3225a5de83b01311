import { LIMITS, type ChatUserSearchResult, type ConversationView } from '@teamhub/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useConversationActions } from '../hooks/useConversationActions';
import { chatErrorText } from '../utils/chat-error';
import { UserPicker } from './UserPicker';
import buttons from '../../../components/Button.module.css';
import styles from './Modal.module.css';

type GroupType = 'group' | 'community';

/** A new group or community: a name, its kind and its first members. */
export function NewGroupModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (conversation: ConversationView) => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const actions = useConversationActions();
  const [name, setName] = useState('');
  const [type, setType] = useState<GroupType>('group');
  const [members, setMembers] = useState<ChatUserSearchResult[]>([]);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => nameInput.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('chat.newGroupModal.nameRequired'));
      nameInput.current?.focus();
      return;
    }
    setSaving(true);
    setError('');
    try {
      onCreated(await actions.createGroup({ name: name.trim(), memberIds: members.map((user) => user._id), type }));
    } catch (failure) {
      setError(chatErrorText(failure, { fallback: t('chat.errors.createGroup') }));
      setSaving(false);
    }
  };

  const option = (value: GroupType, label: string, hint: string) => (
    <label className={styles.option} data-checked={type === value ? 'true' : 'false'}>
      <input type="radio" name="group-type" value={value} checked={type === value} onChange={() => setType(value)} />
      <span>
        <strong>{label}</strong>
        <small>{hint}</small>
      </span>
    </label>
  );

  return (
    <Dialog title={t('chat.newGroupModal.title')} closeLabel={t('chat.close')} onClose={onClose}>
      <form className={styles.modal} onSubmit={(event) => void submit(event)} data-testid="new-group-modal" noValidate>
        <label htmlFor={nameId} className={styles.label}>
          {t('chat.newGroupModal.name')}
        </label>
        <input
          ref={nameInput}
          id={nameId}
          className={styles.input}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError('');
          }}
          maxLength={LIMITS.chat.groupName}
          placeholder={t('chat.newGroupModal.namePlaceholder')}
          data-testid="new-group-name"
        />
        <fieldset className={styles.options}>
          <legend className={styles.label}>{t('chat.newGroupModal.type')}</legend>
          {option('group', t('chat.newGroupModal.typeGroup'), t('chat.newGroupModal.typeGroupHint'))}
          {option('community', t('chat.newGroupModal.typeCommunity'), t('chat.newGroupModal.typeCommunityHint'))}
        </fieldset>
        <UserPicker selected={members} onChange={setMembers} label={t('chat.newGroupModal.members')} />
        {error && (
          <p className={styles.error} role="alert" data-testid="new-group-error">
            <span>{error}</span>
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={saving}>
            {t('chat.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={saving} data-testid="new-group-submit">
            {saving ? t('chat.newGroupModal.creating') : t('chat.newGroupModal.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
