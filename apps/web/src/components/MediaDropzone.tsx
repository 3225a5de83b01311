import { ImagePlus } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { isPhotoOrVideo } from '../lib/media-draft';
import creatorStyles from './MediaCreator.module.css';
import styles from './MediaDropzone.module.css';

export interface MediaDropzoneTexts {
  dropHere: string;
  dropActive: string;
  selectFile: string;
  fileHint: string;
  tooLarge: string;
}

interface MediaDropzoneProps {
  /** `post` or `story`: the dropzone's test id is `<prefix>-dropzone`, the file input's `<prefix>-file-input`. */
  testIdPrefix: string;
  texts: MediaDropzoneTexts;
  /** The largest photo and video taken; a larger one is refused here rather than after a long upload. */
  limits: { imageMaxBytes: number; videoMaxBytes: number };
  /**
   * A file that is not a photo or video: skipped, the first photo or video given with it taken
   * instead (`'ignore'`), or refused with the `reject` message.
   */
  otherFiles: 'ignore' | { reject: string };
  error: string | null;
  errorTestId?: string;
  onFile: (file: File, previewUrl: string) => void;
  onReject: (error: string) => void;
  /**
   * Several files at once (a post's album): up to `max` photos and videos go to `onFiles` in the order
   * given (other files skipped); more than `max` is refused with `tooMany`.
   */
  multiple?: { max: number; tooMany: string; onFiles: (files: { file: File; previewUrl: string }[]) => void };
}

/** A creator's first step: pick or drop a photo or video. */
export function MediaDropzone({
  testIdPrefix,
  texts,
  limits,
  otherFiles,
  error,
  errorTestId,
  onFile,
  onReject,
  multiple,
}: MediaDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const tooLarge = (file: File) =>
    file.size > (file.type.startsWith('video/') ? limits.videoMaxBytes : limits.imageMaxBytes);

  const takeSeveral = (given: File[], rules: NonNullable<typeof multiple>) => {
    const chosen = given.filter(isPhotoOrVideo);
    if (chosen.length === 0) return;
    if (chosen.length > rules.max) return onReject(rules.tooMany);
    if (chosen.some(tooLarge)) return onReject(texts.tooLarge);
    rules.onFiles(chosen.map((file) => ({ file, previewUrl: URL.createObjectURL(file) })));
  };

  const take = (files: FileList | null | undefined) => {
    const given = Array.from(files ?? []);
    if (multiple) return takeSeveral(given, multiple);
    const file = otherFiles === 'ignore' ? given.find(isPhotoOrVideo) : given[0];
    if (!file) return;
    if (otherFiles !== 'ignore' && !isPhotoOrVideo(file)) {
      onReject(otherFiles.reject);
      return;
    }
    if (tooLarge(file)) {
      onReject(texts.tooLarge);
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
      data-testid={`${testIdPrefix}-dropzone`}
    >
      <ImagePlus size={56} strokeWidth={1.4} aria-hidden="true" />
      <p className={styles.dropText}>{dragging ? texts.dropActive : texts.dropHere}</p>
      <button type="button" className={styles.selectButton} onClick={() => input.current?.click()}>
        {texts.selectFile}
      </button>
      <small className={creatorStyles.hint}>{texts.fileHint}</small>
      <input
        ref={input}
        type="file"
        accept="image/*,video/*"
        multiple={multiple !== undefined}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${testIdPrefix}-file-input`}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {error && (
        <p className={creatorStyles.error} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  );
}
