import { addDays } from './calendar-days';

/*
 * Calendar texts through Intl in the reader's language. Days are formatted at UTC midnight in UTC, so
 * the reader's time zone never shifts a 'YYYY-MM-DD' to the day before.
 */

/** English as in Britain (day before month, weeks from Monday), as the calendar's weeks are. */
const localeOf = (language: string) => (language.startsWith('vi') ? 'vi-VN' : 'en-GB');
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The seven weekday names from Monday ('Mon' … / 'T2' …, or long). */
export function weekdayNames(language: string, style: 'short' | 'long', monday: string): string[] {
  const formatter = format(language, { weekday: style });
  return Array.from({ length: 7 }, (_, index) => formatter.format(utc(addDays(monday, index))));
}

/** "November 2026" / "Tháng 11 năm 2026". */
export function formatMonthTitle(month: string, language: string): string {
  return capitalised(format(language, { month: 'long', year: 'numeric' }).format(utc(`${month}-01`)));
}

/** 'dd/MM' as the spec writes Vietnamese dates (Intl's Vietnamese writes '28-11'). */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A day in full, for labels and announcements: "Saturday, 28 November 2026" / "Thứ Bảy, 28/11/2026". */
export function formatDayLong(day: string, language: string): string {
  if (language.startsWith('vi')) {
    const weekday = format(language, { weekday: 'long' }).format(utc(day));
    return `${weekday}, ${dayMonth(day)}/${day.slice(0, 4)}`;
  }
  return format(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utc(day));
}

/** A day short, for a week's title: "23 Nov" / "23/11". */
export function formatDayShort(day: string, language: string): string {
  return language.startsWith('vi')
    ? dayMonth(day)
    : format(language, { day: 'numeric', month: 'short' }).format(utc(day));
}
