import { useCallback, useState } from 'react';
import { useMatch, useSearchParams } from 'react-router';
import { parseBoardFilters, writeBoardFilters, type BoardFilters } from '../utils/board-filters';
import { TASK_PANEL_PATH } from './useTaskPanelRoute';

/**
 * The board's filters, kept in the address: a chosen value is a new history entry (Back undoes it);
 * typed text after its first letter replaces the entry (one per keystroke would bury the way back).
 * With a task's panel open every change replaces the entry and forgets that the panel came from the
 * board, so closing it goes to the board with these filters rather than back to the entry before them.
 *
 * The router applies an address change in a transition, so the filters are also held here and change
 * at once: a checkbox or the text field bound only to the address would show its old value meanwhile
 * (a tick undone, then redone; typed letters lost). Back, Forward or a link set them from the address.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const panelOpen = useMatch(TASK_PANEL_PATH) !== null;
  const search = params.toString();
  // `seen`: the address these filters were last set from; a change of it (ours landing, or Back) sets them again.
  const [held, setHeld] = useState(() => ({ seen: search, filters: parseBoardFilters(params) }));
  let filters = held.filters;
  if (held.seen !== search) {
    filters = parseBoardFilters(params);
    setHeld({ seen: search, filters });
  }

  const setFilters = useCallback(
    (next: BoardFilters, options: { typing?: boolean } = {}) => {
      const typing = options.typing === true && filters.text !== '';
      const nextParams = writeBoardFilters(params, next);
      setHeld({ seen: search, filters: next });
      setParams(nextParams, { replace: panelOpen || typing, ...(panelOpen ? { state: null } : {}) });
    },
    [params, search, setParams, panelOpen, filters.text],
  );
  return { filters, setFilters };
}
