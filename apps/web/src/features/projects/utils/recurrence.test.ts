import { recurrenceSchema } from '@teamhub/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { projectsEn } from '../projects.en';
import { projectsVi } from '../projects.vi';
import { describeRecurrence, fromDraft, toDraft, weekdayName } from './recurrence';

const instance = i18next.createInstance();
await instance.init({
  lng: 'en',
  resources: { en: { translation: { projects: projectsEn } }, vi: { translation: { projects: projectsVi } } },
  interpolation: { escapeValue: false },
});
const describeIn = (language: string, rule: unknown, dueDate: string | null = null) =>
  describeRecurrence(recurrenceSchema.parse(rule), dueDate, instance.getFixedT(language), language);

describe('describeRecurrence', () => {
  it('says the rule in English and Vietnamese', () => {
    expect(describeIn('en', { frequency: 'daily', interval: 1 })).toBe('Every day');
    expect(describeIn('en', { frequency: 'daily', interval: 3 })).toBe('Every 3 days');
    expect(describeIn('en', { frequency: 'weekly', interval: 1, weekdays: [4, 1] })).toBe('Every week on Mon, Thu');
    expect(describeIn('vi', { frequency: 'weekly', interval: 2, weekdays: [1] })).toBe(
      `Mỗi 2 tuần vào ${weekdayName(1, 'vi')}`,
    );
    expect(describeIn('vi', { frequency: 'monthly', interval: 1, monthDay: 31 })).toBe('Hằng tháng vào ngày 31');
  });

  it("names the due date's weekday or day when the rule has none", () => {
    // 2031-01-09 is a Thursday.
    expect(describeIn('en', { frequency: 'weekly', interval: 1 }, '2031-01-09')).toBe('Every week on Thu');
    expect(describeIn('en', { frequency: 'monthly', interval: 2 }, '2031-01-09')).toBe('Every 2 months on day 9');
  });
});

describe('the repeat dialog draft', () => {
  it('starts from the due date and sends what the shared schema checks', () => {
    expect(toDraft(null, '2031-01-09')).toEqual({ frequency: 'none', interval: '1', weekdays: [4], monthDay: '9' });
    expect(fromDraft({ frequency: 'none', interval: '1', weekdays: [4], monthDay: '9' })).toBeNull();
    expect(fromDraft({ frequency: 'weekly', interval: '2', weekdays: [1, 4], monthDay: '9' })).toEqual({
      frequency: 'weekly',
      interval: 2,
      weekdays: [1, 4],
    });
    expect(
      recurrenceSchema.safeParse(fromDraft({ frequency: 'daily', interval: '', weekdays: [], monthDay: '' })).success,
    ).toBe(false);
  });
});
