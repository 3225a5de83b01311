import { useCallback, useMemo } from 'react';
import { useMatch, useSearchParams } from 'react-router';
import { parseBoardFilters, writeBoardFilters, type BoardFilters } from '../utils/board-filters';
import { TASK_PANEL_PATH } from './useTaskPanelRoute';

/**
 * The board's filters, kept in the address: a chosen value is a new history entry (Back undoes it);
 * typed text after its first letter replaces the entry (one per keystroke would bury the way back). With a task's panel
 * open every change replaces the entry and forgets that the panel came from the board, so closing
 * it goes to the board with these filters rather than back to the entry before them.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const panelOpen = useMatch(TASK_PANEL_PATH) !== null;
  const filters = useMemo(() => parseBoardFilters(params), [params]);
  const setFilters = useCallback(
    (next: BoardFilters, options: { typing?: boolean } = {}) =>
      setParams((current) => writeBoardFilters(current, next), {
        replace: panelOpen || (options.typing === true && filters.text !== ''),
        ...(panelOpen ? { state: null } : {}),
      }),
    [setParams, panelOpen, filters.text],
  );
  return { filters, setFilters };
}
