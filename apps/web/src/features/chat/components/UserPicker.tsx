import type { ChatUserSearchResult } from '@teamhub/contracts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useUserSearch } from '../hooks/useUserSearch';
import { UserSearchResults } from './UserSearchResults';
import styles from './Modal.module.css';

interface UserPickerProps {
  selected: ChatUserSearchResult[];
  onChange: (selected: ChatUserSearchResult[]) => void;
  /** People who cannot be picked (already members). */
  excludeIds?: ReadonlySet<string>;
  label: string;
}

/** Several people at once: the chosen ones as removable chips above a search. */
export function UserPicker({ selected, onChange, excludeIds, label }: UserPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useUserSearch(text);
  const selectedIds = new Set(selected.map((user) => user._id));

  const toggle = (user: ChatUserSearchResult) =>
    onChange(selectedIds.has(user._id) ? selected.filter((item) => item._id !== user._id) : [...selected, user]);

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {selected.length > 0 && (
          <span className={styles.count}>{t('chat.newGroupModal.selected', { count: selected.length })}</span>
        )}
      </label>
      {selected.length > 0 && (
        <ul className={styles.chips}>
          {selected.map((user) => (
            <li key={user._id} className={styles.chip}>
              <Avatar username={user.username} avatar={user.avatar} size={22} />
              {user.username}
              <button
                type="button"
                onClick={() => toggle(user)}
                aria-label={t('chat.newGroupModal.removeSelected', { name: user.username })}
              >
                <X size={13} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('chat.newMessageModal.searchPlaceholder')}
        autoComplete="off"
        data-testid="user-picker-search"
      />
      <div className={styles.resultsBox}>
        <UserSearchResults search={search} onPick={toggle} selectedIds={selectedIds} excludeIds={excludeIds} />
      </div>
    </div>
  );
}
