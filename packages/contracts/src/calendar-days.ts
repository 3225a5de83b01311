/** Day arithmetic on 'YYYY-MM-DD' in UTC: no daylight-saving hour can shift a day. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const dateToDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dateToDay(new Date(dayToDate(day).getTime() + days * DAY_MS));
