import type { albumVi } from './album.vi';

/** Albums (issue 30): the wizard's ordering step and the post carousel, in English. */
export const albumEn: typeof albumVi = {
  tooMany: 'A post holds at most 10 photos and videos.',
  orderTitle: 'Order ({{count}})',
  orderHint: 'Drag to reorder, or press Space and use the arrow keys.',
  item: 'Item {{n}}',
  move: 'Move item {{n}}',
  remove: 'Remove item {{n}}',
  altText: 'Alt text for item {{n}}',
  altPlaceholder: 'Describe the photo or video',
  instructions:
    'To pick up an item, press Space. While dragging, use the arrow keys to move it. Press Space again to drop it, or Escape to cancel.',
  picked: 'Picked up item {{n}}.',
  over: 'Item {{n}} is at position {{position}}.',
  dropped: 'Dropped item {{n}} at position {{position}}.',
  cancelled: 'Stopped dragging item {{n}}.',
  carousel: 'Album of {{count}} photos and videos',
  previous: 'Previous photo',
  next: 'Next photo',
  goTo: 'Go to item {{n}}',
  position: '{{n}} / {{count}}',
};
