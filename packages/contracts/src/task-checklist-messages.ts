/** Server messages of task checklists (issue 31). */
export const TASK_CHECKLIST_MESSAGES = {
  'projects.checklistTextRequired': { en: 'Write the item first.', vi: 'Hãy nhập nội dung mục.' },
  'projects.checklistTextTooLong': {
    en: 'A checklist item is at most 300 characters.',
    vi: 'Mỗi mục checklist tối đa 300 ký tự.',
  },
  'projects.checklistFull': {
    en: 'A checklist holds at most 100 items.',
    vi: 'Mỗi checklist có tối đa 100 mục.',
  },
  'projects.checklistItemNotFound': { en: 'Checklist item not found', vi: 'Không tìm thấy mục checklist' },
  'projects.checklistEditInvalid': {
    en: 'Send the item’s text, done or position.',
    vi: 'Hãy gửi nội dung, trạng thái hoặc vị trí của mục.',
  },
  'projects.checklistPositionInvalid': {
    en: 'The position is a whole number from 0.',
    vi: 'Vị trí là số nguyên từ 0.',
  },
} as const satisfies Record<string, { en: string; vi: string }>;
