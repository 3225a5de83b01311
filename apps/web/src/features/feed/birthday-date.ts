/**
 * "23 November" / "23 tháng 11": the day and month of a birthday in the reader's language. Built in
 * a leap year and formatted in UTC, so 29 February exists and no time zone moves it to another day.
 */
export function formatBirthday({ month, day }: { month: number; day: number }, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, day)),
  );
}
