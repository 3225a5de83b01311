import type { tagsVi } from './tags.vi';

/** The hashtag page's texts, in English. */
export const tagsEn: typeof tagsVi = {
  title: 'Posts tagged #{{tag}}',
  subtitle: 'Newest first',
  empty: 'No posts tagged #{{tag}} yet.',
};
