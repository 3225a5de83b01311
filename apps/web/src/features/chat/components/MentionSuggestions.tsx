import { AtSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { mentionOptionId, type MentionCandidate } from '../utils/mention-suggestions';
import styles from './MentionSuggestions.module.css';

interface MentionSuggestionsProps {
  id: string;
  options: MentionCandidate[];
  activeIndex: number;
  onPick: (candidate: MentionCandidate) => void;
}

/**
 * The "@" list above the composer: a listbox the message box drives (↑/↓ move, Enter or Tab pick,
 * Escape closes); focus stays in the box, the active option is named by aria-activedescendant.
 */
export function MentionSuggestions({ id, options, activeIndex, onPick }: MentionSuggestionsProps) {
  const { t } = useTranslation();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('chat.mentionsListLabel')}
      className={styles.list}
      data-testid="mention-list"
    >
      {options.map((option, index) => (
        <li
          key={option.username}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.option}
          // Keeps focus (and the caret) in the message box.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
          data-testid="mention-option"
        >
          {option.everyone ? (
            <span className={styles.everyone} aria-hidden="true">
              <AtSign size={16} />
            </span>
          ) : (
            <Avatar username={option.username} avatar={option.avatar} size={28} />
          )}
          <span className={styles.name}>@{option.username}</span>
          {option.everyone && <span className={styles.hint}>{t('chat.mentionEveryone')}</span>}
        </li>
      ))}
    </ul>
  );
}
