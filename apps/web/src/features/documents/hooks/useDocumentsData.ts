import { useQuery } from '@tanstack/react-query';
import { documentKeys, fetchDocuments, fetchFolder, fetchUsage } from '../api';

/** While any preview is being made the list is asked again this often, so pictures appear. */
const PREVIEW_POLL_MS = 3_000;

/** The open folder's documents (or the search results), its sub-folders and trail, and the quota. */
export function useDocumentsData(folderId: string | null, query: string) {
  const searching = query.trim() !== '';
  const documents = useQuery({
    queryKey: documentKeys.list(searching ? null : folderId, query.trim()),
    queryFn: () => fetchDocuments(folderId, query),
    placeholderData: (previous) => previous,
    refetchInterval: (current) =>
      current.state.data?.some((document) => document.preview.status === 'pending') ? PREVIEW_POLL_MS : false,
  });
  const folder = useQuery({ queryKey: documentKeys.folders(folderId), queryFn: () => fetchFolder(folderId) });
  const usage = useQuery({ queryKey: documentKeys.usage, queryFn: fetchUsage });
  return { documents, folder, usage, searching };
}
