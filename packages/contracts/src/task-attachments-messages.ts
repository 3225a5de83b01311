/** Server messages of task attachments (issue 31). */
export const TASK_ATTACHMENT_MESSAGES = {
  'projects.attachmentNotFound': { en: 'Attachment not found', vi: 'Không tìm thấy tệp đính kèm' },
  'projects.attachmentsFull': {
    en: 'A task holds at most 20 attachments.',
    vi: 'Mỗi task có tối đa 20 tệp đính kèm.',
  },
  'projects.attachmentUnsupported': {
    en: 'Only images, PDF, Word (.doc, .docx) and text (.txt) files can be attached.',
    vi: 'Chỉ đính kèm được ảnh, PDF, Word (.doc, .docx) và tệp văn bản (.txt).',
  },
  'projects.attachmentDocumentRequired': {
    en: 'Choose a document to attach.',
    vi: 'Vui lòng chọn tài liệu để đính kèm.',
  },
  'projects.attachmentDocumentTwice': {
    en: 'This document is already attached to the task.',
    vi: 'Tài liệu này đã được đính kèm vào task.',
  },
  'projects.attachmentRemoveNotAllowed': {
    en: 'Only whoever attached it, or the project’s owner or an admin, can remove this attachment.',
    vi: 'Chỉ người đính kèm, chủ dự án hoặc quản trị viên mới gỡ được tệp này.',
  },
} as const satisfies Record<string, { en: string; vi: string }>;
