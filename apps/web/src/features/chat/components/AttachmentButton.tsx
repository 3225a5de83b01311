import { CHAT_UPLOAD_ACCEPT } from '@teamhub/contracts';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../../components/FilePickButton';
import styles from './Composer.module.css';

/** The paperclip: images, PDF, .doc, .docx and .txt. */
export function AttachmentButton({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  return (
    <FilePickButton
      accept={CHAT_UPLOAD_ACCEPT}
      onFile={onFile}
      className={styles.iconButton}
      disabled={disabled}
      aria-label={t('chat.attach')}
      title={t('chat.attach')}
      data-testid="composer-attach"
      inputTestId="composer-file-input"
    >
      <Paperclip size={20} />
    </FilePickButton>
  );
}
