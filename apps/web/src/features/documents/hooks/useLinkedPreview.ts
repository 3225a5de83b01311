import type { DocumentView } from '@teamhub/contracts';
import { useSearchParams } from 'react-router';
import { useLinkedItem } from '../../../lib/useLinkedItem';

const PAGE_PARAM = 'page';
const WITH_PAGE = [PAGE_PARAM];

/** `?page=` as a page number (1 or more), or undefined. */
function pageNumber(value: string | null): number | undefined {
  const page = Number(value);
  return value && Number.isInteger(page) && page >= 1 ? page : undefined;
}

const documentButton = (id: string) => `[data-document-id="${id}"] button:not([tabindex="-1"])`;

/**
 * `/documents?folder=…&preview=…&page=…` (a search hit's link): the document of the open folder whose
 * preview it opens, and the PDF page it was found on. Closing drops both parameters and puts the focus on
 * the document in the list; a document not in the folder is reported through `onMissing` and the
 * parameters dropped.
 */
export function useLinkedPreview(documents: readonly DocumentView[] | undefined, onMissing: () => void) {
  const [params] = useSearchParams();
  const { item: document, close } = useLinkedItem({
    items: documents,
    param: 'preview',
    alsoDrop: WITH_PAGE,
    focusSelector: documentButton,
    onMissing,
  });
  return { document, page: pageNumber(params.get(PAGE_PARAM)), close };
}
