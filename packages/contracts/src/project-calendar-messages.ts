import { CALENDAR_MAX_DAYS } from './project-calendar.js';
import { TASK_FILTER_TEXT_MAX } from './task-filters.js';

/** Server messages of the projects' calendar (issue 31). */
export const PROJECT_CALENDAR_MESSAGES = {
  'projects.calendarRangeRequired': {
    en: 'Give the range as from and to (YYYY-MM-DD).',
    vi: 'Hãy gửi khoảng ngày from và to (YYYY-MM-DD).',
  },
  'projects.calendarDayInvalid': {
    en: 'From and to must be real days written YYYY-MM-DD.',
    vi: 'From và to phải là ngày có thật, dạng YYYY-MM-DD.',
  },
  'projects.calendarRangeReversed': {
    en: 'The range must not end before it starts.',
    vi: 'Ngày kết thúc không được trước ngày bắt đầu.',
  },
  'projects.calendarRangeTooLong': {
    en: `A calendar range is at most ${CALENDAR_MAX_DAYS} days.`,
    vi: `Mỗi lần xem lịch tối đa ${CALENDAR_MAX_DAYS} ngày.`,
  },
  'projects.filterInvalid': {
    en: 'A filter is not one the board offers: assignee is me, none or a member, priority low, medium or high, due overdue, week or none.',
    vi: 'Bộ lọc không hợp lệ: người được giao là me, none hoặc một thành viên; độ ưu tiên low, medium hoặc high; hạn là overdue, week hoặc none.',
  },
  'projects.filterTextTooLong': {
    en: `The filter text is at most ${TASK_FILTER_TEXT_MAX} characters.`,
    vi: `Nội dung lọc tối đa ${TASK_FILTER_TEXT_MAX} ký tự.`,
  },
} as const satisfies Record<string, { en: string; vi: string }>;
