import { ArrowRight, CornerDownLeft, Search } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useSession } from '../../../lib/session/useSession';
import { optionDomId, type PaletteGroup, type PaletteOption } from '../utils/palette-groups';
import { KIND_ICONS } from '../utils/kind-icons';
import { HighlightedText } from '../../../components/HighlightedText';
import { SearchTime } from './SearchTime';
import styles from './SearchPalette.module.css';

interface PaletteListProps {
  id: string;
  groups: readonly PaletteGroup[];
  seeAll: PaletteOption | null;
  activeId: string | undefined;
  busy: boolean;
  onHover: (id: string) => void;
  onChoose: (option: PaletteOption) => void;
}

function OptionBody({ option }: { option: PaletteOption }) {
  const { t } = useTranslation();
  const myId = useSession().user?._id;
  if (option.kind === 'see-all') {
    return (
      <>
        <span className={styles.icon} aria-hidden="true">
          <Search size={18} />
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{t('search.palette.seeAll', { query: option.query })}</span>
        </span>
        <ArrowRight size={16} className={styles.enter} aria-hidden="true" />
      </>
    );
  }
  if (option.kind === 'go-to') {
    const { entry } = option;
    const { icon: Icon } = entry;
    return (
      <>
        <span className={styles.icon} aria-hidden="true">
          {'username' in Icon ? <Avatar username={Icon.username} avatar={Icon.avatar} size={28} /> : <Icon size={18} />}
        </span>
        <span className={styles.text}>
          <HighlightedText
            className={styles.title}
            text={entry.label}
            highlights={entry.highlights}
            lang={entry.lang}
          />
        </span>
        {entry.detail && (
          <HighlightedText className={styles.detail} text={entry.detail} highlights={entry.detailHighlights} />
        )}
        <CornerDownLeft size={16} className={styles.enter} aria-hidden="true" />
      </>
    );
  }
  const { hit } = option;
  const Icon = KIND_ICONS[hit.type];
  // A person or a project found by name: its snippet is its name, marked.
  const nameOnly = hit.snippet.text === hit.title;
  // Who wrote a message, unless the title already says it (the other person of a direct conversation).
  const writer =
    hit.type !== 'message' || !hit.author || hit.author.username === hit.title
      ? null
      : hit.author.id === myId
        ? t('search.palette.you')
        : hit.author.username;
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        {hit.type === 'person' ? (
          <Avatar username={hit.title} avatar={hit.author?.avatar ?? null} size={28} />
        ) : (
          <Icon size={18} />
        )}
      </span>
      <span className={styles.text}>
        {nameOnly ? (
          <HighlightedText className={styles.title} text={hit.title} highlights={hit.snippet.highlights} />
        ) : (
          <>
            <span className={styles.title}>{hit.title}</span>
            <span className={styles.snippet}>
              {writer && <span className={styles.writer}>{writer}: </span>}
              <HighlightedText text={hit.snippet.text} highlights={hit.snippet.highlights} />
            </span>
          </>
        )}
      </span>
      {hit.type !== 'person' && hit.type !== 'project' && (
        <span className={styles.time}>
          <SearchTime date={hit.createdAt} />
        </span>
      )}
      <CornerDownLeft size={16} className={styles.enter} aria-hidden="true" />
    </>
  );
}

/**
 * The palette's listbox: groups under their headings, then "see all". Options are never focused (the
 * field keeps focus and points at the active one); the pointer chooses them too.
 */
export function PaletteList({ id, groups, seeAll, activeId, busy, onHover, onChoose }: PaletteListProps) {
  const { t } = useTranslation();
  const headingPrefix = useId();

  // The active option stays in sight as ↑/↓ walk past the list's edge.
  useEffect(() => {
    if (!activeId) return;
    const element = document.getElementById(optionDomId(id, activeId));
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, id]);

  const renderOption = (option: PaletteOption) => (
    <div
      key={option.id}
      id={optionDomId(id, option.id)}
      role="option"
      aria-selected={option.id === activeId}
      className={option.kind === 'see-all' ? `${styles.option} ${styles.seeAll}` : styles.option}
      data-kind={option.kind === 'hit' ? option.hit.type : option.kind}
      data-testid="search-palette-option"
      // Focus stays in the field: a click must not take it.
      onMouseDown={(event) => event.preventDefault()}
      onPointerMove={() => option.id !== activeId && onHover(option.id)}
      onClick={() => onChoose(option)}
    >
      <OptionBody option={option} />
    </div>
  );

  return (
    <div id={id} role="listbox" aria-label={t('search.palette.results')} aria-busy={busy} className={styles.listbox}>
      {groups.map((group) => {
        const headingId = `${headingPrefix}-${group.key}`;
        return (
          <div key={group.key} role="group" aria-labelledby={headingId} className={styles.group}>
            <div id={headingId} role="presentation" className={styles.groupHeading}>
              {group.key === 'go-to' ? t('search.palette.goTo') : t(`search.kinds.${group.key}`)}
            </div>
            {group.options.map(renderOption)}
          </div>
        );
      })}
      {seeAll && renderOption(seeAll)}
    </div>
  );
}
