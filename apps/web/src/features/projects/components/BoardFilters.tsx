import { PRIORITIES, TASK_DUE_FILTERS, type ProjectMemberView, type TaskView } from '@teamhub/contracts';
import { Filter, Search, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import { Dialog } from '../../../components/Dialog';
import { useAnnounce } from '../../../components/useAnnounce';
import { activeFilterCount, NO_FILTERS, tagsOf, type BoardFilters as Filters } from '../utils/board-filters';
import styles from './BoardFilters.module.css';
import { FilterMenu } from './FilterMenu';
import { FilterOptions, type FilterOption } from './FilterOptions';

const KINDS = ['assignee', 'priority', 'tag', 'due'] as const;
type Kind = (typeof KINDS)[number];

interface BoardFiltersProps {
  filters: Filters;
  onChange: (filters: Filters, options?: { typing?: boolean }) => void;
  /** The tasks loaded: their tags are the tag filter's choices. */
  tasks: readonly TaskView[];
  /** The assignee choices besides "me" and "unassigned": none across projects (no shared member list). */
  members: readonly ProjectMemberView[];
  me: string | undefined;
  shown: number;
  /** The "m" of "n of m shown": the board's every task loaded, a calendar's those due on the days it shows. */
  total?: number;
  counting?: 'board' | 'calendar';
  /**
   * Where the tasks are: still on their way (the bar is there already, its count says it is counting
   * rather than 0), or failed to come (no count: the page says why beside it).
   */
  tasksState?: 'ready' | 'loading' | 'failed';
}

/**
 * The board's (and the calendars') filter bar: text and the four kinds as buttons with their
 * checkboxes; on a phone one "Filters" button opening them in a dialog. "n of m tasks shown" is said
 * when the filters change.
 */
export function BoardFilters({
  filters,
  onChange,
  tasks,
  members,
  me,
  shown,
  total = tasks.length,
  counting = 'board',
  tasksState = 'ready',
}: BoardFiltersProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeFilterCount(filters);
  const countText =
    active === 0 || tasksState === 'failed'
      ? null
      : tasksState === 'loading'
        ? t('projects.filters.counting')
        : counting === 'board'
          ? t('projects.filters.shown', { shown, count: total })
          : t('projects.calendar.filtersShown', { shown, count: total });
  const allText =
    tasksState === 'loading'
      ? t('projects.filters.counting')
      : tasksState === 'failed'
        ? null
        : counting === 'board'
          ? t('projects.filters.all', { count: total })
          : t('projects.calendar.filtersAll', { count: total });

  const options = useMemo<Record<Kind, FilterOption[]>>(
    () => ({
      assignee: [
        { value: 'me', label: t('projects.filters.me') },
        { value: 'none', label: t('projects.filters.unassigned') },
        ...members.filter((member) => member.id !== me).map((member) => ({ value: member.id, label: member.username })),
      ],
      priority: [...PRIORITIES].reverse().map((value) => ({ value, label: t(`projects.priority.${value}`) })),
      // A tag chosen in a link stays offered after its last card lost it, so it can be taken off.
      tag: [...new Set([...tagsOf(tasks), ...filters.tag])].map((tag) => ({ value: tag, label: `#${tag}` })),
      due: TASK_DUE_FILTERS.map((value) => ({ value, label: t(`projects.filters.dueOptions.${value}`) })),
    }),
    [t, members, me, tasks, filters.tag],
  );

  // Said when the filters change (not when the board first shows, nor when a live card arrives).
  const key = JSON.stringify(filters);
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    const said = countText ?? allText;
    if (said) announce(said);
  }, [key, announce, countText, allText]);

  const set = (kind: Kind, chosen: string[]) => onChange({ ...filters, [kind]: chosen });
  const search = (
    <label className={styles.search}>
      <Search size={16} aria-hidden="true" />
      <span className="visually-hidden">{t('projects.filters.text')}</span>
      <input
        type="search"
        value={filters.text}
        placeholder={t('projects.filters.textPlaceholder')}
        onChange={(event) => onChange({ ...filters, text: event.target.value }, { typing: true })}
        data-testid="filter-text"
      />
    </label>
  );
  // The button goes away with the filters: the focus goes to the search field where it was pressed (or,
  // on a phone's bar, to the Filters button), not to the page's start.
  const clearFrom = (button: HTMLElement) => {
    onChange(NO_FILTERS);
    const scope = button.closest('dialog') ?? button.closest('[role=search]');
    const targets = scope?.querySelectorAll<HTMLElement>('input[type=search], [data-testid="filters-open"]') ?? [];
    [...targets].find((target) => target.getClientRects().length > 0)?.focus();
  };
  const clear = active > 0 && (
    <button
      type="button"
      className={buttons.ghost}
      onClick={(event) => clearFrom(event.currentTarget)}
      data-testid="filters-clear"
    >
      <X size={16} aria-hidden="true" />
      {t('projects.filters.clear')}
    </button>
  );

  return (
    <div
      className={styles.bar}
      role="search"
      aria-label={t(counting === 'board' ? 'projects.filters.label' : 'projects.calendar.filtersLabel')}
      data-testid="board-filters"
    >
      <div className={styles.wide}>
        {search}
        {KINDS.map((kind) => (
          <FilterMenu
            key={kind}
            label={t(`projects.filters.kinds.${kind}`)}
            options={options[kind]}
            chosen={filters[kind]}
            onChange={(chosen) => set(kind, chosen)}
            testId={`filter-${kind}`}
          />
        ))}
      </div>
      <button
        type="button"
        className={`${buttons.secondary} ${styles.phoneButton}`}
        data-active={active > 0 || undefined}
        onClick={() => setSheetOpen(true)}
        data-testid="filters-open"
      >
        <Filter size={16} aria-hidden="true" />
        {t('projects.filters.title')}
        {active > 0 && (
          <>
            <span className={styles.countBadge} aria-hidden="true">
              {active}
            </span>
            <span className="visually-hidden">{t('projects.filters.chosen', { count: active })}</span>
          </>
        )}
      </button>
      {countText && (
        <p className={styles.count} data-testid="filter-count">
          {countText}
        </p>
      )}
      {clear}
      {sheetOpen && (
        <Dialog
          title={t('projects.filters.title')}
          closeLabel={t('projects.close')}
          onClose={() => setSheetOpen(false)}
          className={styles.sheet}
        >
          <div className={styles.sheetBody} data-testid="filters-sheet">
            {search}
            {KINDS.map((kind) => (
              <FilterOptions
                key={kind}
                legend={t(`projects.filters.kinds.${kind}`)}
                options={options[kind]}
                chosen={filters[kind]}
                onChange={(chosen) => set(kind, chosen)}
              />
            ))}
            <div className={styles.sheetActions}>
              {clear}
              <button type="button" className={buttons.primary} onClick={() => setSheetOpen(false)}>
                {countText ?? allText ?? t('projects.close')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
