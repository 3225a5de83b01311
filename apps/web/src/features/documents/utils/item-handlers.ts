import type { DocumentView, FolderView } from '@teamhub/contracts';

/** What the page does for one list or grid item; rows and tiles only call these. */
export interface ItemHandlers {
  isSelected: (key: string) => boolean;
  toggle: (key: string) => void;
  renamingKey: string | null;
  startRename: (key: string | null) => void;
  renameDocument: (document: DocumentView, name: string) => void;
  renameFolder: (folder: FolderView, name: string) => void;
  openFolder: (folder: FolderView) => void;
  preview: (document: DocumentView) => void;
  download: (document: DocumentView) => void;
  remove: (key: string) => void;
  move: (key: string) => void;
  shareToChat: (document: DocumentView) => void;
  shareLink: (document: DocumentView) => void;
}

export const documentKey = (id: string) => `d:${id}`;
export const folderKey = (id: string) => `f:${id}`;

export type ListEntry = { kind: 'folder'; folder: FolderView } | { kind: 'document'; document: DocumentView };

export const entryKey = (entry: ListEntry) =>
  entry.kind === 'folder' ? folderKey(entry.folder.id) : documentKey(entry.document.id);
