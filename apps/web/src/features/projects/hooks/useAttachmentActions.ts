import { LIMITS, type TaskAttachmentView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/useAnnounce';
import { errorText } from '../../../lib/error-text';
import { formatFileSize } from '../../../lib/formatters';
import { attachTaskDocument, deleteTaskAttachment, uploadTaskAttachment } from '../api';
import { changeAttachments } from '../utils/project-cache';

export interface AttachmentUpload {
  name: string;
  percent: number;
}

/**
 * A task's attachment changes: one upload at a time (with its progress), linking a document, removing.
 * A refusal shows the server's reason (413 too large, 400 a type it does not take, the task full); a
 * file over the limit is refused here before a long upload.
 */
export function useAttachmentActions(taskId: string) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<AttachmentUpload | null>(null);

  const put = useCallback(
    (attachment: TaskAttachmentView) => changeAttachments(queryClient, taskId, { put: attachment }),
    [queryClient, taskId],
  );

  const uploadFile = useCallback(
    async (file: File) => {
      if (upload) return;
      setError(null);
      if (file.size > LIMITS.projects.attachmentMaxBytes) {
        setError(t('projects.attachments.tooLarge', { size: formatFileSize(LIMITS.projects.attachmentMaxBytes) }));
        return;
      }
      setUpload({ name: file.name, percent: 0 });
      try {
        const attachment = await uploadTaskAttachment(taskId, file, (fraction) =>
          setUpload({ name: file.name, percent: Math.round(fraction * 100) }),
        );
        put(attachment);
        announce(t('projects.attachments.uploaded', { name: attachment.name }));
      } catch (failure) {
        setError(errorText(failure, t('projects.attachments.failed')));
      } finally {
        setUpload(null);
      }
    },
    [upload, taskId, put, announce, t],
  );

  return useMemo(
    () => ({
      error,
      upload,
      uploadFile,
      /** Links a document; rejects with the server's reason (the picker shows it). */
      attachDocument: async (documentId: string) => {
        setError(null);
        const attachment = await attachTaskDocument(taskId, documentId);
        put(attachment);
        announce(t('projects.attachments.attached', { name: attachment.name }));
      },
      /** Removes one; rejects with the server's reason (the confirm dialog shows it). */
      remove: async (attachment: TaskAttachmentView) => {
        setError(null);
        await deleteTaskAttachment(taskId, attachment.id);
        changeAttachments(queryClient, taskId, { drop: attachment.id });
        announce(t('projects.attachments.removed', { name: attachment.name }));
      },
    }),
    [error, upload, uploadFile, taskId, put, announce, t, queryClient],
  );
}
