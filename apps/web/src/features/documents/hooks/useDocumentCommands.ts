import type { DocumentView, FolderView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createFolder,
  deleteDocuments,
  documentKeys,
  fetchDocumentBlob,
  moveItems,
  renameDocument,
  shareToChat,
  updateFolder,
  type Selection,
} from '../api';
import { storedFileName } from '../utils/document-name';
import { errorMessage } from '../utils/error-message';
import type { Toast } from './useToasts';

type Show = (text: string, tone: Toast['tone']) => void;

/** Saves a blob under a name through a temporary link (the bytes came with the bearer token). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download by now; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The page's actions, each telling its outcome with the spec's alert texts. */
export function useDocumentCommands(show: Show) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: documentKeys.all }), [queryClient]);

  const download = useCallback(
    async (document: DocumentView) => {
      const stored = storedFileName(document);
      if (!stored) {
        show(t('documents.missingFileName'), 'error');
        return;
      }
      try {
        saveBlob(await fetchDocumentBlob(stored), document.name);
      } catch (failure) {
        show(t('documents.downloadError', { message: errorMessage(failure, t('documents.downloadFailed')) }), 'error');
      }
    },
    [show, t],
  );

  const rename = useCallback(
    async (document: DocumentView, name: string) => {
      try {
        await renameDocument(document.id, name);
        show(t('documents.renameSuccess'), 'success');
      } catch (failure) {
        show(t('documents.renameError', { message: errorMessage(failure, t('documents.renameFailed')) }), 'error');
      }
      await refresh();
    },
    [refresh, show, t],
  );

  /** Moves the selection to the trash; after a failure the list is reloaded (spec 8). */
  /** Asked for in a confirm dialog, so a failure is thrown for the dialog to show. */
  const remove = useCallback(
    async (selection: Selection) => {
      try {
        const count = await deleteDocuments(selection);
        show(t('documents.deleteSuccess', { count }), 'success');
      } finally {
        await refresh();
      }
    },
    [refresh, show, t],
  );

  const attempt = useCallback(
    async (action: () => Promise<unknown>, done: string) => {
      try {
        await action();
        show(done, 'success');
      } catch (failure) {
        show(errorMessage(failure, t('documents.actionFailed')), 'error');
      }
      await refresh();
    },
    [refresh, show, t],
  );

  /** Like `attempt`, for an action asked for in a confirm dialog: a failure is thrown for the dialog to show. */
  const confirmed = useCallback(
    async (action: () => Promise<unknown>, done: string) => {
      try {
        await action();
        show(done, 'success');
      } finally {
        await refresh();
      }
    },
    [refresh, show],
  );

  const renameFolder = useCallback(
    (folder: FolderView, name: string) =>
      attempt(() => updateFolder(folder.id, { name }), t('documents.folderRenamed')),
    [attempt, t],
  );
  const move = useCallback(
    (selection: Selection, target: string | null) => attempt(() => moveItems(selection, target), t('documents.moved')),
    [attempt, t],
  );
  const newFolder = useCallback(
    async (name: string, parentId: string | null) => {
      await createFolder(name, parentId);
      show(t('documents.folderCreated'), 'success');
      await refresh();
    },
    [refresh, show, t],
  );
  const share = useCallback(
    async (document: DocumentView, conversationId: string) => {
      await shareToChat(document.id, conversationId);
      show(t('documents.shared'), 'success');
    },
    [show, t],
  );

  return { download, rename, remove, renameFolder, move, newFolder, share, refresh, attempt, confirmed };
}
