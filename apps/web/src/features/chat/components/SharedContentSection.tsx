import type { MessageView } from '@teamhub/contracts';
import { Download, FileText, Link2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gatherSharedContent } from '../utils/shared-content';
import styles from './InfoPanel.module.css';

/** Photos, files and links found in the loaded messages. */
export function SharedContentSection({ messages }: { messages: MessageView[] }) {
  const { t } = useTranslation();
  const { images, files, links } = useMemo(() => gatherSharedContent(messages), [messages]);
  return (
    <div className={styles.shared}>
      <h4>{t('chat.info.photos')}</h4>
      {images.length === 0 ? (
        <p className={styles.hint}>{t('chat.info.noPhotos')}</p>
      ) : (
        <div className={styles.grid} data-testid="info-photos">
          {images.map((image) => (
            <a key={image.messageId} href={image.url} target="_blank" rel="noopener noreferrer" title={image.filename}>
              <img src={image.url} alt={image.filename} loading="lazy" />
            </a>
          ))}
        </div>
      )}
      <h4>{t('chat.info.files')}</h4>
      {files.length === 0 ? (
        <p className={styles.hint}>{t('chat.info.noFiles')}</p>
      ) : (
        <ul className={styles.links} data-testid="info-files">
          {files.map((file) => (
            <li key={file.messageId}>
              <FileText size={16} aria-hidden="true" />
              <span title={file.filename}>{file.filename}</span>
              <a
                href={file.url}
                download={file.filename}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('chat.download', { name: file.filename })}
              >
                <Download size={15} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <h4>{t('chat.info.links')}</h4>
      {links.length === 0 ? (
        <p className={styles.hint}>{t('chat.info.noLinks')}</p>
      ) : (
        <ul className={styles.links} data-testid="info-links">
          {links.map((link) => (
            <li key={`${link.messageId}-${link.url}`}>
              <Link2 size={16} aria-hidden="true" />
              <a href={link.url} target="_blank" rel="noopener noreferrer" title={link.url}>
                {link.url.replace(/^https?:\/\//, '')}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>{t('chat.info.mediaHint')}</p>
    </div>
  );
}
