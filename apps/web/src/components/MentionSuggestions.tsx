import { AtSign } from 'lucide-react';
import { Avatar } from './Avatar';
import { mentionOptionId, type MentionCandidate } from './mention-picking';
import styles from './MentionSuggestions.module.css';

interface MentionSuggestionsProps {
  id: string;
  options: MentionCandidate[];
  activeIndex: number;
  onPick: (candidate: MentionCandidate) => void;
  /** The list's name ("Mention a member"). */
  label: string;
  /** What `@all` means where it is offered ("Everyone in this conversation"). */
  everyoneHint?: string;
}

/**
 * The "@" list above a text box (the chat's composer, a task's comment box): a listbox the box drives
 * (useMentionPicker: ↑/↓ move, Enter or Tab pick, Escape closes); focus stays in the box, the active
 * option is named by aria-activedescendant.
 */
export function MentionSuggestions({ id, options, activeIndex, onPick, label, everyoneHint }: MentionSuggestionsProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.list} data-testid="mention-list">
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
          {option.everyone && everyoneHint && <span className={styles.hint}>{everyoneHint}</span>}
        </li>
      ))}
    </ul>
  );
}
