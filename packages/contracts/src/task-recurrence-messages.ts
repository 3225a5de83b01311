/** Server messages of repeating tasks (issue 31). */
export const TASK_RECURRENCE_MESSAGES = {
  'projects.recurrenceInvalid': {
    en: 'Choose how the task repeats: daily, weekly or monthly.',
    vi: 'Hãy chọn cách lặp lại: hằng ngày, hằng tuần hoặc hằng tháng.',
  },
  'projects.recurrenceIntervalInvalid': {
    en: 'Repeat every 1 to 99 days, weeks or months.',
    vi: 'Chỉ lặp lại mỗi 1 đến 99 ngày, tuần hoặc tháng.',
  },
  'projects.recurrenceWeekdaysInvalid': {
    en: 'Choose the weekdays from Monday to Sunday.',
    vi: 'Hãy chọn các ngày trong tuần từ thứ Hai đến Chủ nhật.',
  },
  'projects.recurrenceMonthDayInvalid': {
    en: 'The day of the month is from 1 to 31.',
    vi: 'Ngày trong tháng là từ 1 đến 31.',
  },
  'projects.recurrenceNeedsDueDate': {
    en: 'A repeating task needs a due date: the next one is due from it.',
    vi: 'Task lặp lại cần có hạn hoàn thành: hạn của lần sau được tính từ đó.',
  },
} as const satisfies Record<string, { en: string; vi: string }>;
