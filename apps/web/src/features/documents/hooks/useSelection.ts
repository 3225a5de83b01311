import { useCallback, useMemo, useState } from 'react';
import type { Selection } from '../api';

/** Ticked items by key ('d:<id>' for documents, 'f:<id>' for folders), kept to those still shown. */
export function useSelection(visibleKeys: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => visibleKeys.filter((key) => picked.has(key)), [picked, visibleKeys]);
  const toggle = useCallback(
    (key: string) =>
      setPicked((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const allSelected = visibleKeys.length > 0 && selected.length === visibleKeys.length;
  const toggleAll = useCallback(
    () => setPicked(allSelected ? new Set() : new Set(visibleKeys)),
    [allSelected, visibleKeys],
  );
  const clear = useCallback(() => setPicked(new Set()), []);
  return { selected, toggle, toggleAll, allSelected, clear, isSelected: (key: string) => picked.has(key) };
}

/** Keys as the request bodies want them. */
export function toSelection(keys: readonly string[]): Selection {
  return {
    ids: keys.filter((key) => key.startsWith('d:')).map((key) => key.slice(2)),
    folderIds: keys.filter((key) => key.startsWith('f:')).map((key) => key.slice(2)),
  };
}
