import { describe, expect, it } from 'vitest';
import { composerCounter } from './composer-counter';

describe('composerCounter', () => {
  it('is hidden up to 1800 characters', () => {
    expect(composerCounter(0)).toBeNull();
    expect(composerCounter(1800)).toBeNull();
  });

  it('warns above 1800 and turns to danger above 1900', () => {
    expect(composerCounter(1801)).toEqual({ text: '1801/2000', level: 'warning' });
    expect(composerCounter(1900)).toEqual({ text: '1900/2000', level: 'warning' });
    expect(composerCounter(1901)).toEqual({ text: '1901/2000', level: 'danger' });
    expect(composerCounter(2000)).toEqual({ text: '2000/2000', level: 'danger' });
  });
});
