import type { ChatUserSearchResult } from '@teamhub/contracts';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useActiveOption } from '../hooks/useActiveOption';
import { useAuthor, usePeopleSearch } from '../hooks/useAuthor';
import styles from '../SearchPage.module.css';

interface AuthorFilterProps {
  authorId: string | undefined;
  onChange: (authorId: string | undefined) => void;
}

/**
 * "Author": a field that finds people by name or email (a combobox, as the palette is), and once one is
 * chosen, their name with a button that removes the filter.
 */
export function AuthorFilter({ authorId, onChange }: AuthorFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = useId();
  const author = useAuthor(authorId);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const search = usePeopleSearch(text);
  const field = useRef<HTMLInputElement>(null);
  const people = listOpen ? search.people : [];

  const choose = (person: ChatUserSearchResult) => {
    setText('');
    setListOpen(false);
    onChange(person._id);
  };
  const { active, setActiveId, onKeyDown } = useActiveOption(
    people.map((person) => ({ ...person, id: person._id })),
    choose,
  );
  const optionId = (personId: string) => `${listId}-${personId}`;

  if (authorId) {
    const name = author.data?.username ?? t('search.page.authorUnknown');
    return (
      <div className={styles.filterField}>
        <span className={styles.filterLabel} id={id}>
          {t('search.page.author')}
        </span>
        <div className={styles.chosen} aria-labelledby={id} role="group" data-testid="search-author-chosen">
          <Avatar username={name} avatar={author.data?.avatar} size={24} />
          <span className={styles.chosenName}>{name}</span>
          <button
            type="button"
            className={styles.chosenClear}
            aria-label={t('search.page.authorClear', { name })}
            onClick={() => {
              onChange(undefined);
              // The field comes back where the button was.
              requestAnimationFrame(() => field.current?.focus());
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      </div>
    );
  }

  const expanded = people.length > 0;
  return (
    <div className={`${styles.filterField} ${styles.authorField}`}>
      <label htmlFor={id}>{t('search.page.author')}</label>
      <input
        ref={field}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active ? optionId(active.id) : undefined}
        placeholder={t('search.page.authorPlaceholder')}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setListOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            setListOpen(false);
          } else onKeyDown(event);
        }}
        onBlur={() => setListOpen(false)}
        data-testid="search-author-input"
      />
      {expanded && (
        <div id={listId} role="listbox" aria-label={t('search.page.authorResults')} className={styles.people}>
          {people.map((person) => (
            <div
              key={person._id}
              id={optionId(person._id)}
              role="option"
              aria-selected={active?.id === person._id}
              className={styles.person}
              onMouseDown={(event) => event.preventDefault()}
              onPointerMove={() => setActiveId(person._id)}
              onClick={() => choose(person)}
              data-testid="search-author-option"
            >
              <Avatar username={person.username} avatar={person.avatar} size={28} />
              <span className={styles.personText}>
                <strong>{person.username}</strong>
                {person.email && <small>{person.email}</small>}
              </span>
            </div>
          ))}
        </div>
      )}
      {listOpen && !search.tooShort && !search.pending && search.people.length === 0 && (
        <p className={styles.people} role="status">
          {t('search.page.authorNone')}
        </p>
      )}
    </div>
  );
}
