/** Server messages of task comments and the activity timeline (issue 31). */
export const TASK_COMMENTS_MESSAGES = {
  'projects.commentTextRequired': { en: 'Write the comment first.', vi: 'Hãy nhập nội dung bình luận.' },
  'projects.commentTextTooLong': {
    en: 'A comment is at most 5000 characters.',
    vi: 'Mỗi bình luận tối đa 5000 ký tự.',
  },
  'projects.commentNotFound': { en: 'Comment not found', vi: 'Không tìm thấy bình luận' },
  'projects.commentEditOwn': {
    en: 'You can only edit your own comments.',
    vi: 'Bạn chỉ có thể sửa bình luận của mình.',
  },
  'projects.commentDeleteNotAllowed': {
    en: 'Only its author or a project owner or admin can delete this comment.',
    vi: 'Chỉ người viết hoặc chủ sở hữu, quản trị viên dự án mới có thể xóa bình luận này.',
  },
  'projects.timelineFilterInvalid': {
    en: 'The filter is all or comments.',
    vi: 'Bộ lọc là all hoặc comments.',
  },
} as const satisfies Record<string, { en: string; vi: string }>;
