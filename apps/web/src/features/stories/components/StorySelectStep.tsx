import { LIMITS } from '@teamhub/contracts';
import { ImagePlus } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isStoryMedia } from '../create-story-state';
import styles from './CreateStoryDialog.module.css';

interface StorySelectStepProps {
  error: string | null;
  onFile: (file: File, previewUrl: string) => void;
  onReject: (error: string) => void;
}

/**
 * Step 1: pick or drop a photo or video. Any other file gets the specification's alert; one over
 * the size limit is refused here rather than after a long upload.
 */
export function StorySelectStep({ error, onFile, onReject }: StorySelectStepProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (!file) return;
    if (!isStoryMedia(file)) {
      onReject(t('stories.create.unsupported'));
      return;
    }
    const maxBytes = file.type.startsWith('video/') ? LIMITS.story.videoMaxBytes : LIMITS.story.imageMaxBytes;
    if (file.size > maxBytes) {
      onReject(t('stories.create.errors.tooLarge'));
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
      data-testid="story-dropzone"
    >
      <ImagePlus size={56} strokeWidth={1.4} aria-hidden="true" />
      <p className={styles.dropText}>{dragging ? t('stories.create.dropActive') : t('stories.create.dropHere')}</p>
      <button type="button" className={styles.primaryButton} onClick={() => input.current?.click()}>
        {t('stories.create.selectFile')}
      </button>
      <small className={styles.hint}>{t('stories.create.fileHint')}</small>
      <input
        ref={input}
        type="file"
        accept="image/*,video/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="story-file-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {error && (
        <p className={styles.error} role="alert" data-testid="story-select-error">
          {error}
        </p>
      )}
    </div>
  );
}
