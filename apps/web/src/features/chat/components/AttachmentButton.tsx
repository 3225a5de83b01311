import { CHAT_UPLOAD_ACCEPT } from '@teamhub/contracts';
import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Composer.module.css';

/** The paperclip: images, PDF, .doc, .docx and .txt. */
export function AttachmentButton({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label={t('chat.attach')}
        title={t('chat.attach')}
        data-testid="composer-attach"
      >
        <Paperclip size={20} />
      </button>
      <input
        ref={input}
        type="file"
        accept={CHAT_UPLOAD_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="composer-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
