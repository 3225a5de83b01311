import type { Recurrence, RecurrenceFrequency } from '@teamhub/contracts';
import type { TFunction } from 'i18next';

/** ISO weekdays in order, Monday (1) to Sunday (7). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** 2024-01-01 was a Monday: the ISO weekday `day` of that week, to name it with Intl in any language. */
export function weekdayName(day: number, language: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** The ISO weekday (1–7) and day of the month of a 'YYYY-MM-DD'. */
export function partsOf(day: string): { weekday: number; monthDay: number } {
  const date = new Date(`${day}T00:00:00Z`);
  return { weekday: ((date.getUTCDay() + 6) % 7) + 1, monthDay: date.getUTCDate() };
}

/**
 * The rule in a sentence ("Every week on Mon, Thu", "Hằng tháng vào ngày 31"): a rule without its
 * days repeats on the due date's weekday or day of the month, so they are named from it.
 */
export function describeRecurrence(rule: Recurrence, dueDate: string | null, t: TFunction, language: string): string {
  // Vietnamese has one plural form, so "every day" and "every 3 days" are two texts, not plurals.
  const count = rule.interval;
  const one = count === 1;
  const due = dueDate ? partsOf(dueDate) : null;
  if (rule.frequency === 'daily') return t(one ? 'projects.repeat.everyDay' : 'projects.repeat.everyNDays', { count });
  if (rule.frequency === 'weekly') {
    const days = (rule.weekdays ?? (due ? [due.weekday] : [])).map((day) => weekdayName(day, language)).join(', ');
    return t(one ? 'projects.repeat.everyWeek' : 'projects.repeat.everyNWeeks', { count, days });
  }
  const day = rule.monthDay ?? due?.monthDay ?? 1;
  return t(one ? 'projects.repeat.everyMonth' : 'projects.repeat.everyNMonths', { count, day });
}

/** The repeat dialog's fields as typed. */
export interface RecurrenceDraft {
  frequency: RecurrenceFrequency | 'none';
  interval: string;
  weekdays: number[];
  monthDay: string;
}

/** The dialog opened on a task: its rule, or weekly/monthly details taken from its due date. */
export function toDraft(rule: Recurrence | null, dueDate: string | null): RecurrenceDraft {
  const due = dueDate ? partsOf(dueDate) : null;
  return {
    frequency: rule?.frequency ?? 'none',
    interval: String(rule?.interval ?? 1),
    weekdays: rule?.weekdays ?? (due ? [due.weekday] : [1]),
    monthDay: String(rule?.monthDay ?? due?.monthDay ?? 1),
  };
}

/** What the dialog sends: null to stop repeating; the numbers as typed (the shared schema checks them). */
export function fromDraft(draft: RecurrenceDraft): unknown {
  if (draft.frequency === 'none') return null;
  const interval = Number(draft.interval.trim() || NaN);
  if (draft.frequency === 'weekly') return { frequency: 'weekly', interval, weekdays: draft.weekdays };
  if (draft.frequency === 'monthly') return { frequency: 'monthly', interval, monthDay: Number(draft.monthDay) };
  return { frequency: 'daily', interval };
}
