import { LIMITS } from '@teamhub/contracts';
import { ImagePlus } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPostableFile } from '../wizard-state';
import styles from './CreatePostWizard.module.css';

interface SelectStepProps {
  error: string | null;
  onFile: (file: File, previewUrl: string) => void;
  onReject: (error: string) => void;
}

/** Step 1: pick or drop a photo or video. Other files are ignored; one over the size limit is refused here. */
export function SelectStep({ error, onFile, onReject }: SelectStepProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null | undefined) => {
    const file = Array.from(files ?? []).find(isPostableFile);
    if (!file) return;
    const maxBytes = file.type.startsWith('video/') ? LIMITS.post.videoMaxBytes : LIMITS.post.imageMaxBytes;
    if (file.size > maxBytes) {
      onReject(t('createPost.errors.tooLarge'));
      return;
    }
    onFile(file, URL.createObjectURL(file));
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      className={`${styles.dropzone} ${dragging ? styles.dragging : ''}`}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-testid="post-dropzone"
    >
      <ImagePlus size={56} strokeWidth={1.4} aria-hidden="true" />
      <p className={styles.dropText}>{dragging ? t('createPost.dropActive') : t('createPost.dropHere')}</p>
      <button type="button" className={styles.primaryButton} onClick={() => input.current?.click()}>
        {t('createPost.selectFile')}
      </button>
      <small className={styles.hint}>{t('createPost.fileHint')}</small>
      <input
        ref={input}
        type="file"
        accept="image/*,video/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="post-file-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
