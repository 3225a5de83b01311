import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import type { GoToPage } from '../go-to-page';
import { useActiveOption } from '../hooks/useActiveOption';
import { useGoToEntries } from '../hooks/useGoToEntries';
import { usePaletteSearch } from '../hooks/usePaletteSearch';
import { useSearchStrings } from '../search-strings';
import { optionDomId, paletteGroups, type PaletteOption } from '../utils/palette-groups';
import { searchPagePath } from '../utils/search-url';
import { PaletteList } from './PaletteList';
import styles from './SearchPalette.module.css';

interface SearchPaletteProps {
  pages: readonly GoToPage[];
  onClose: () => void;
}

/** The palette, once its texts have come (a moment, the first time only). */
export function SearchPalette(props: SearchPaletteProps) {
  const { t } = useTranslation();
  const ready = useSearchStrings();
  if (!ready) {
    return (
      <span className="visually-hidden" role="status">
        {t('app.loading')}
      </span>
    );
  }
  return <PaletteDialog {...props} />;
}

/**
 * The command palette (Ctrl/Cmd+K, or the search box in the layout): a field that is an ARIA combobox
 * over a listbox of "go to" entries and search results grouped by kind, and "see all" at the end.
 */
function PaletteDialog({ pages, onClose }: SearchPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const query = text.trim();
  const search = usePaletteSearch(text);
  const goTo = useGoToEntries(text, pages);

  const groups = useMemo(() => paletteGroups(goTo, search.hits), [goTo, search.hits]);
  const seeAll = useMemo<PaletteOption | null>(
    () => (query ? { kind: 'see-all', id: 'see-all', query } : null),
    [query],
  );
  const options = useMemo(
    () => [...groups.flatMap((group) => group.options), ...(seeAll ? [seeAll] : [])],
    [groups, seeAll],
  );

  const choose = (option: PaletteOption) => {
    onClose();
    if (option.kind === 'see-all') void navigate(searchPagePath({ q: option.query }));
    else if (option.kind === 'hit') void navigate(option.hit.link);
    else if (option.entry.reloadDocument) window.location.assign(option.entry.to);
    else void navigate(option.entry.to);
  };
  const { active, setActiveId, onKeyDown } = useActiveOption(options, choose);

  useEffect(() => input.current?.focus(), []);

  const hitCount = search.hits.length;
  const settled = !search.idle && !search.pending && !search.failed;
  let state = null;
  if (search.idle) state = <p className={styles.state}>{t('search.palette.hint')}</p>;
  else if (search.failed) {
    state = (
      <div className={styles.state} role="alert">
        <span>{t('search.palette.failed')}</span>
        <button type="button" className={styles.retry} onClick={search.retry}>
          {t('search.palette.retry')}
        </button>
      </div>
    );
  } else if (search.pending && hitCount === 0) {
    state = (
      <p className={styles.state}>
        <Spinner size="small" label={t('search.palette.searching')} />
        <span aria-hidden="true">{t('search.palette.searching')}</span>
      </p>
    );
  } else if (settled && hitCount === 0) {
    state = (
      <p className={styles.state} data-testid="search-palette-empty">
        {t('search.palette.noResults', { query })}
      </p>
    );
  }

  return (
    <Dialog
      title={t('search.title')}
      closeLabel={t('search.palette.close')}
      onClose={onClose}
      bare
      className={styles.dialog}
    >
      <div className={styles.panel} data-testid="search-palette">
        <div className={styles.field}>
          <Search size={20} className={styles.fieldIcon} aria-hidden="true" />
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label={t('search.palette.inputLabel')}
            aria-describedby={hintId}
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={active ? optionDomId(listId, active.id) : undefined}
            placeholder={t('search.palette.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            data-testid="search-palette-input"
          />
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('search.palette.close')}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>
          {state}
          {options.length > 0 && (
            <PaletteList
              id={listId}
              groups={groups}
              seeAll={seeAll}
              activeId={active?.id}
              busy={search.pending}
              onHover={setActiveId}
              onChoose={choose}
            />
          )}
          {/* How many hits the question found, said once it is answered. */}
          <span className="visually-hidden" role="status">
            {settled && hitCount > 0 ? t('search.palette.resultsCount', { count: hitCount }) : ''}
          </span>
        </div>
        <footer className={styles.footer} id={hintId}>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t('search.palette.keyMove')}
          </span>
          <span>
            <kbd>Enter</kbd> {t('search.palette.keyOpen')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('search.palette.keyClose')}
          </span>
        </footer>
      </div>
    </Dialog>
  );
}
