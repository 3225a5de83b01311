import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** What a file's bytes say it is (file-type's answer): its usual extension and MIME type. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * How many leading bytes detection wants; fewer is fine for a smaller file. file-type's own sample size
 * (its `reasonableDetectionSizeInBytes`, exported by the code but not by its type declarations).
 */
export const DETECTION_HEAD_BYTES = 4100;

/**
 * The type the first bytes of a file show, or null when they show none (text, SVG and HTML have no
 * signature). Never from a name or from the type a browser claimed. Features decide what they accept.
 */
export async function detectTypeOfBytes(head: Uint8Array): Promise<DetectedType | null> {
  return (await fileTypeFromBuffer(head)) ?? null;
}

/** The same for a whole file on disk; formats inside archives (DOCX) are read from the archive's index. */
export async function detectTypeOfFile(filePath: string): Promise<DetectedType | null> {
  return (await fileTypeFromFile(filePath)) ?? null;
}
