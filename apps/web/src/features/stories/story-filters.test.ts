import { DEFAULT_STORY_FILTERS, STORY_PRESETS, type StoryFilters } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import { PRESET_ADJUSTMENTS, activePreset, storyFilterStyle, withPreset } from './story-filters';

const filters = (overrides: Partial<StoryFilters>): StoryFilters => ({ ...DEFAULT_STORY_FILTERS, ...overrides });

describe('storyFilterStyle', () => {
  it("is 'none' at full opacity for neutral filters, missing filters and an empty object", () => {
    expect(storyFilterStyle(DEFAULT_STORY_FILTERS)).toEqual({ filter: 'none', opacity: 1 });
    expect(storyFilterStyle(undefined)).toEqual({ filter: 'none', opacity: 1 });
    expect(storyFilterStyle(null)).toEqual({ filter: 'none', opacity: 1 });
    expect(storyFilterStyle({})).toEqual({ filter: 'none', opacity: 1 });
  });

  it.each([
    [{ brightness: 20 }, 'brightness(1.2)'],
    [{ brightness: -50 }, 'brightness(0.5)'],
    [{ contrast: 35 }, 'contrast(1.35)'],
    [{ contrast: -10 }, 'contrast(0.9)'],
    [{ saturation: 50 }, 'saturate(1.5)'],
    [{ saturation: -25 }, 'saturate(0.75)'],
    [{ hueRotate: 90 }, 'hue-rotate(90deg)'],
    [{ blur: 4 }, 'blur(calc(4 * var(--story-px, 1px)))'],
  ])('maps the slider %j to %s', (overrides, expected) => {
    expect(storyFilterStyle(filters(overrides))).toEqual({ filter: expected, opacity: 1 });
  });

  it('maps opacity to a fraction and leaves the filter alone', () => {
    expect(storyFilterStyle(filters({ opacity: 60 }))).toEqual({ filter: 'none', opacity: 0.6 });
    expect(storyFilterStyle(filters({ opacity: 10 })).opacity).toBe(0.1);
  });

  it('treats hue 360 as no hue change', () => {
    expect(storyFilterStyle(filters({ hueRotate: 360 })).filter).toBe('none');
  });

  it('writes every term in one fixed order', () => {
    const style = storyFilterStyle(
      filters({
        brightness: 10,
        contrast: 10,
        saturation: 10,
        hueRotate: 10,
        blur: 1,
        sepia: true,
        blackAndWhite: true,
        invert: true,
      }),
    );
    expect(style.filter).toBe(
      'brightness(1.1) contrast(1.1) saturate(1.1) hue-rotate(10deg) sepia(1) grayscale(1) invert(1) blur(calc(1 * var(--story-px, 1px)))',
    );
  });

  it.each([
    ['blackAndWhite', 'grayscale(1)'],
    ['sepia', 'sepia(1)'],
    ['invert', 'invert(1)'],
  ] as const)('turns the %s effect into %s', (effect, expected) => {
    expect(storyFilterStyle(filters({ [effect]: true })).filter).toBe(expected);
  });

  it('makes vintage a light sepia with more contrast, and lets the sepia effect win over its sepia', () => {
    expect(storyFilterStyle(filters({ vintage: true })).filter).toBe('brightness(0.95) contrast(1.1) sepia(0.35)');
    expect(storyFilterStyle(filters({ vintage: true, sepia: true })).filter).toBe(
      'brightness(0.95) contrast(1.1) sepia(1)',
    );
  });

  it('gives every preset but normal a look of its own, made only of the five adjustments', () => {
    const looks = STORY_PRESETS.map((name) => storyFilterStyle(withPreset(DEFAULT_STORY_FILTERS, name)));
    expect(looks[0]).toEqual({ filter: 'none', opacity: 1 });
    const keys = new Set(looks.map((look) => `${look.filter}|${look.opacity}`));
    expect(keys.size).toBe(STORY_PRESETS.length);
    for (const look of looks) expect(look.filter).not.toMatch(/sepia|grayscale|invert|blur/);
  });

  it('applies a preset on top of the sliders', () => {
    // clarendon: brightness +5, contrast +20, saturation +35
    expect(storyFilterStyle(withPreset(filters({ brightness: 10, saturation: -5 }), 'clarendon')).filter).toBe(
      'brightness(1.15) contrast(1.2) saturate(1.3)',
    );
    // moon takes the colour out whatever the saturation slider says
    expect(storyFilterStyle(withPreset(filters({ saturation: 50 }), 'moon')).filter).toContain('saturate(0.5)');
    expect(storyFilterStyle(withPreset(filters({}), 'moon')).filter).toContain('saturate(0)');
  });

  it("adds the preset's hue and wraps it round the circle", () => {
    // aden turns the hue by 340°
    expect(storyFilterStyle(withPreset(filters({ hueRotate: 30 }), 'aden')).filter).toContain('hue-rotate(10deg)');
  });

  it("lowers opacity with the preset's, never under 10 %", () => {
    expect(storyFilterStyle(withPreset(filters({}), 'perpetua')).opacity).toBe(0.92);
    expect(storyFilterStyle(withPreset(filters({ opacity: 10 }), 'perpetua')).opacity).toBe(0.1);
  });

  it('clamps sliders to their ranges and ignores values that are not numbers', () => {
    expect(
      storyFilterStyle(
        filters({ brightness: 300, contrast: -400, saturation: Number.NaN, blur: 99, hueRotate: -20, opacity: 500 }),
      ),
    ).toEqual({ filter: 'brightness(1.5) contrast(0.5) blur(calc(10 * var(--story-px, 1px)))', opacity: 1 });
    expect(storyFilterStyle({ opacity: 0 }).opacity).toBe(0.1);
    expect(storyFilterStyle({ brightness: '40' as unknown as number }).filter).toBe('none');
  });

  it('never goes below zero when a preset and a slider pull the same way', () => {
    expect(storyFilterStyle(withPreset(filters({ saturation: -50 }), 'moon')).filter).toContain('saturate(0)');
  });

  it('reads a partial object from the server with a preset flag but no normal flag', () => {
    expect(storyFilterStyle({ clarendon: true }).filter).toBe('brightness(1.05) contrast(1.2) saturate(1.35)');
  });
});

describe('presets', () => {
  it('has an adjustment for every preset of the contract', () => {
    expect(Object.keys(PRESET_ADJUSTMENTS).sort()).toEqual([...STORY_PRESETS].sort());
  });

  it('switches exactly one preset flag on', () => {
    const chosen = withPreset(filters({ brightness: 12 }), 'lark');
    expect(STORY_PRESETS.filter((name) => chosen[name])).toEqual(['lark']);
    expect(chosen.brightness).toBe(12);
    expect(activePreset(withPreset(chosen, 'normal'))).toBe('normal');
    expect(activePreset(chosen)).toBe('lark');
    expect(activePreset(undefined)).toBe('normal');
  });
});
