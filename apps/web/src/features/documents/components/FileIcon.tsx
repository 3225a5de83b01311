import type { DocumentView } from '@teamhub/contracts';
import {
  File,
  FileArchive,
  FileAudio,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileType,
  FileVideo,
  Presentation,
  type LucideIcon,
} from 'lucide-react';
import { fileKind, type FileKind } from '../utils/file-kind';
import styles from './Items.module.css';

const ICONS: Record<FileKind, LucideIcon> = {
  image: FileImage,
  pdf: FileType,
  video: FileVideo,
  audio: FileAudio,
  text: FileText,
  archive: FileArchive,
  sheet: FileSpreadsheet,
  slides: Presentation,
  doc: FileText,
  other: File,
};

/** A coloured icon for the document's kind (decorative: the name says what it is). */
export function FileIcon({ document, size = 22 }: { document: Pick<DocumentView, 'type' | 'name'>; size?: number }) {
  const kind = fileKind(document);
  const Icon = ICONS[kind];
  return (
    <span className={styles.fileIcon} data-kind={kind} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
