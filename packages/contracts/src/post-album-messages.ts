/** Server messages of posts with several files (albums). */
export const POST_ALBUM_MESSAGES = {
  'validation.altTextsInvalid': { en: 'One alt text per file.', vi: 'Mỗi tệp một mô tả.' },
  'post.tooManyMedia': { en: 'At most 10 files per post.', vi: 'Tối đa 10 tệp mỗi bài.' },
  'post.mediaMixed': { en: 'Use image or media, not both.', vi: 'Chỉ dùng image hoặc media.' },
} as const satisfies Record<string, { en: string; vi: string }>;
