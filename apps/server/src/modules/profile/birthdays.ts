export interface MonthDay {
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The birthdays celebrated on `today`'s local date (the server's time zone). People born on
 * 29 February celebrate on the 28th in years without one, so they are not missed three years in four.
 */
export function birthdaysOn(today: Date): MonthDay[] {
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const days = [{ month, day }];
  if (month === 2 && day === 28 && !isLeapYear(today.getFullYear())) days.push({ month: 2, day: 29 });
  return days;
}

/** The month and day of a YYYY-MM-DD date, read from its text (no time zone can shift it). */
export function monthDayOf(date: string): MonthDay {
  const [, month, day] = date.split('-').map(Number);
  return { month: month ?? 0, day: day ?? 0 };
}
