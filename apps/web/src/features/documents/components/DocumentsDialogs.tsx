import type { DocumentView } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import type { useDocumentCommands } from '../hooks/useDocumentCommands';
import { toSelection } from '../hooks/useSelection';
import { errorMessage } from '../utils/error-message';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MoveDialog } from './MoveDialog';
import { NewFolderDialog } from './NewFolderDialog';
import { PreviewDialog } from './PreviewDialog';
import { ShareChatDialog } from './ShareChatDialog';
import { ShareLinkDialog } from './ShareLinkDialog';

/** Which dialog the page shows; `keys` are item keys ('d:<id>', 'f:<id>'). */
export type OpenDialog =
  | { type: 'delete'; keys: string[] }
  | { type: 'move'; keys: string[] }
  | { type: 'newFolder' }
  /** `page`: the PDF page to show (a search hit found its words there). */
  | { type: 'preview'; document: DocumentView; page?: number }
  | { type: 'shareChat'; document: DocumentView }
  | { type: 'shareLink'; document: DocumentView };

interface DocumentsDialogsProps {
  dialog: OpenDialog;
  folderId: string | null;
  commands: ReturnType<typeof useDocumentCommands>;
  /** After the selection was deleted (it is then cleared). */
  onDeleted: () => void;
  onClose: () => void;
}

export function DocumentsDialogs({ dialog, folderId, commands, onDeleted, onClose }: DocumentsDialogsProps) {
  const { t } = useTranslation();
  switch (dialog.type) {
    case 'delete':
      return (
        <ConfirmDialog
          title={t('documents.deleteTitle')}
          message={t('documents.deleteConfirm', { count: dialog.keys.length })}
          confirmLabel={t('documents.delete')}
          onConfirm={async () => {
            await commands.remove(toSelection(dialog.keys));
            onDeleted();
          }}
          describeFailure={(failure) =>
            t('documents.deleteError', { message: errorMessage(failure, t('documents.deleteFailed')) })
          }
          onClose={onClose}
        />
      );
    case 'move': {
      const selection = toSelection(dialog.keys);
      return (
        <MoveDialog
          count={dialog.keys.length}
          movingFolderIds={selection.folderIds}
          onMove={(target) => commands.move(selection, target)}
          onClose={onClose}
        />
      );
    }
    case 'newFolder':
      return <NewFolderDialog onCreate={(name) => commands.newFolder(name, folderId)} onClose={onClose} />;
    case 'preview':
      return (
        <PreviewDialog
          document={dialog.document}
          page={dialog.page}
          onDownload={() => void commands.download(dialog.document)}
          onClose={onClose}
        />
      );
    case 'shareChat':
      return (
        <ShareChatDialog
          document={dialog.document}
          onShare={(conversationId) => commands.share(dialog.document, conversationId)}
          onClose={onClose}
        />
      );
    case 'shareLink':
      return <ShareLinkDialog document={dialog.document} onClose={onClose} />;
  }
}
