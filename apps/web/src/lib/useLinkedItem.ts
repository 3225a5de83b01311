import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

interface LinkedItemOptions<T> {
  /** The page's items, undefined while they load. */
  items: readonly T[] | undefined;
  /** The search parameter naming the item. */
  param: string;
  /** Parameters that belong to the item's link and are dropped with it (a module constant: it is a dependency). */
  alsoDrop?: readonly string[];
  /** Where the focus goes once the item's dialog has closed (a module function: it is a dependency). */
  focusSelector: (id: string) => string;
  /** The item is not among `items` (gone, or never there). */
  onMissing: () => void;
}

const NOTHING_MORE: readonly string[] = [];

/**
 * A page opened on one of its items by a link (a search hit's): the item the parameter names (its id in any
 * case), and `close`, which drops the parameter (replacing the entry, so Back does not open it again) and
 * puts the focus on the item in the page. An item not among `items` is reported and the parameter dropped.
 */
export function useLinkedItem<T extends { id: string }>({
  items,
  param,
  alsoDrop = NOTHING_MORE,
  focusSelector,
  onMissing,
}: LinkedItemOptions<T>) {
  const [params, setParams] = useSearchParams();
  const itemId = params.get(param)?.toLowerCase() ?? null;
  const item = itemId ? items?.find((candidate) => candidate.id.toLowerCase() === itemId) : undefined;

  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of [param, ...alsoDrop]) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams, param, alsoDrop],
  );

  // The dialog's own focus return finds no opener (the page was opened on it): the item gets the focus,
  // once the dialog has gone (an inert page behind a modal refuses it before).
  const focusItem = useRef<string | null>(null);
  const close = useCallback(() => {
    focusItem.current = item?.id ?? null;
    drop();
  }, [drop, item]);
  useEffect(() => {
    const id = focusItem.current;
    if (!id || item) return;
    focusItem.current = null;
    document.querySelector<HTMLElement>(focusSelector(id))?.focus();
  }, [item, focusSelector]);

  const missing = !!itemId && !!items && !item;
  const reportMissing = useRef(onMissing);
  useEffect(() => {
    reportMissing.current = onMissing;
  });
  useEffect(() => {
    if (!missing) return;
    reportMissing.current();
    drop();
  }, [missing, drop]);

  return { item, close };
}
