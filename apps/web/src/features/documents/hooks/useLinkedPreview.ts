import type { DocumentView } from '@teamhub/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

const PREVIEW_PARAM = 'preview';
const PAGE_PARAM = 'page';

/** `?page=` as a page number (1 or more), or undefined. */
function pageNumber(value: string | null): number | undefined {
  const page = Number(value);
  return value && Number.isInteger(page) && page >= 1 ? page : undefined;
}

/**
 * `/documents?folder=…&preview=…&page=…` (a search hit's link): the document of the open folder whose
 * preview it opens, and the PDF page it was found on. Closing drops both parameters (replacing the
 * entry) and puts the focus on the document in the list; a document not in the folder is reported
 * through `onMissing` and the parameters dropped.
 */
export function useLinkedPreview(documents: readonly DocumentView[] | undefined, onMissing: () => void) {
  const [params, setParams] = useSearchParams();
  const documentId = params.get(PREVIEW_PARAM)?.toLowerCase() ?? null;
  const page = pageNumber(params.get(PAGE_PARAM));
  const document = documentId ? documents?.find((item) => item.id.toLowerCase() === documentId) : undefined;

  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PREVIEW_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The dialog's own focus return finds no opener (the page was opened on it): the document's button gets
  // the focus, once the dialog has gone (an inert page behind a modal refuses it before).
  const focusItem = useRef<string | null>(null);
  const close = useCallback(() => {
    focusItem.current = document?.id ?? null;
    drop();
  }, [drop, document]);
  useEffect(() => {
    const id = focusItem.current;
    if (!id || document) return;
    focusItem.current = null;
    window.document.querySelector<HTMLElement>(`[data-document-id="${id}"] button:not([tabindex="-1"])`)?.focus();
  }, [document]);

  const missing = !!documentId && !!documents && !document;
  const reportMissing = useRef(onMissing);
  useEffect(() => {
    reportMissing.current = onMissing;
  });
  useEffect(() => {
    if (!missing) return;
    reportMissing.current();
    drop();
  }, [missing, drop]);

  return { document, page, close };
}
