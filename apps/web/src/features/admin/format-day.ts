/** A day in the reader's language ('26 thg 11, 2026' / 'Nov 26, 2026'); '' for an unreadable value. */
export function formatDay(date: string, locale: string): string {
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? '' : value.toLocaleDateString(locale, { dateStyle: 'medium' });
}
