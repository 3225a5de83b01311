/** The hashtag page's texts, in Vietnamese. */
export const tagsVi = {
  title: 'Bài viết có thẻ #{{tag}}',
  subtitle: 'Mới nhất trước',
  empty: 'Chưa có bài viết nào có thẻ #{{tag}}.',
};
