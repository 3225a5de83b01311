import { describe, expect, it } from 'vitest';
import { dateBounds, filtersFrom, searchPagePath, searchParamsOf } from './search-url';

describe('the /search address', () => {
  it('reads the filters it understands and leaves out the rest', () => {
    const params = new URLSearchParams('q=+tai+lieu+&type=task&from=u1&in=p1&after=2026-05-01&before=soon');
    expect(filtersFrom(params)).toEqual({
      q: 'tai lieu',
      type: 'task',
      from: 'u1',
      in: 'p1',
      after: '2026-05-01',
      before: undefined,
    });
    expect(filtersFrom(new URLSearchParams('type=everything')).type).toBeUndefined();
  });

  it('writes only what is set, in a fixed order', () => {
    expect(searchParamsOf({ q: 'báo cáo', before: '2026-05-02', type: 'message' }).toString()).toBe(
      'q=b%C3%A1o+c%C3%A1o&type=message&before=2026-05-02',
    );
    expect(searchPagePath({ q: 'a&b' })).toBe('/search?q=a%26b');
  });

  it('sends both days whole, from the start of the first to the start of the day after the last', () => {
    const bounds = dateBounds({ after: '2026-05-01', before: '2026-05-03' });
    expect(new Date(bounds.after!).getTime()).toBe(new Date(2026, 4, 1).getTime());
    expect(new Date(bounds.before!).getTime()).toBe(new Date(2026, 4, 4).getTime());
    expect(dateBounds({})).toEqual({ after: undefined, before: undefined });
  });
});
