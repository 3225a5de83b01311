const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The quota day `now` falls in, in server local time: a day begins at `resetHour`:00, so 6:59 still
 * counts to the day before. Answers the day as YYYY-MM-DD (the date it began on) and when the next
 * one begins. Built from local date fields, so a daylight-saving change moves no reset off the hour.
 */
export function quotaDay(now: Date, resetHour: number): { day: string; nextResetAt: Date; resetsToday: boolean } {
  const year = now.getFullYear();
  const month = now.getMonth();
  const date = now.getDate();
  const resetsToday = now.getHours() < resetHour;
  const began = resetsToday ? new Date(year, month, date - 1) : new Date(year, month, date);
  const nextResetAt = new Date(year, month, resetsToday ? date : date + 1, resetHour);
  return {
    day: `${began.getFullYear()}-${pad(began.getMonth() + 1)}-${pad(began.getDate())}`,
    nextResetAt,
    resetsToday,
  };
}
