import { LIMITS, fileMessageContent, translateServerMessage, type Language } from '@teamhub/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadChatFile } from '../api';
import { useChatError } from './useChatError';
import type { OutgoingMessage } from './useSendMessage';

export interface UploadProgress {
  name: string;
  percent: number;
}

/**
 * Sending a file: upload it (with progress), then send a message of the answer's type whose
 * content is the spec's file line ('📎 name' and the URL).
 */
export function useAttachmentUpload(send: (message: OutgoingMessage) => Promise<boolean>) {
  const { t, i18n } = useTranslation();
  const { showError } = useChatError();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = useCallback(
    async (file: File, replyTo: string | null): Promise<boolean> => {
      if (file.size > LIMITS.chat.uploadMaxBytes) {
        showError(translateServerMessage('chat.fileTooLarge', i18n.language as Language));
        return false;
      }
      setProgress({ name: file.name, percent: 0 });
      try {
        const answer = await uploadChatFile(file, (fraction) =>
          setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
        );
        return await send({
          content: fileMessageContent(answer.filename, answer.url),
          messageType: answer.messageType,
          replyTo,
        });
      } catch {
        showError(t('chat.errors.upload'));
        return false;
      } finally {
        setProgress(null);
      }
    },
    [i18n.language, send, showError, t],
  );

  return { upload, progress };
}
