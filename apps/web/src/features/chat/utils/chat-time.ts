/** The clock time shown under a message bubble ('14:05' / '2:05 PM'). */
export function formatMessageClock(date: string, locale: string): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return '';
  return parsed.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
