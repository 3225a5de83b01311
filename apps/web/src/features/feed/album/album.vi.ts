/** Albums (issue 30): the wizard's ordering step and the post carousel, in Vietnamese. */
export const albumVi = {
  tooMany: 'Mỗi bài viết chứa tối đa 10 ảnh và video.',
  orderTitle: 'Sắp xếp ({{count}})',
  orderHint: 'Kéo để đổi thứ tự, hoặc nhấn Space rồi dùng phím mũi tên.',
  item: 'Mục {{n}}',
  move: 'Di chuyển mục {{n}}',
  remove: 'Xóa mục {{n}}',
  altText: 'Văn bản thay thế mục {{n}}',
  altPlaceholder: 'Mô tả ảnh hoặc video',
  instructions:
    'Để nhấc một mục, nhấn Space. Khi đang kéo, dùng phím mũi tên để di chuyển. Nhấn Space lần nữa để thả, hoặc Escape để hủy.',
  picked: 'Đã nhấc mục {{n}}.',
  over: 'Mục {{n}} đang ở vị trí {{position}}.',
  dropped: 'Đã thả mục {{n}} ở vị trí {{position}}.',
  cancelled: 'Đã dừng kéo mục {{n}}.',
  carousel: 'Album {{count}} ảnh và video',
  previous: 'Ảnh trước',
  next: 'Ảnh tiếp theo',
  goTo: 'Đến mục {{n}}',
  position: '{{n}} / {{count}}',
};
