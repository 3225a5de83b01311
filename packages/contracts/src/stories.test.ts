import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages.js';
import { createStoryFieldsSchema, DEFAULT_STORY_FILTERS, presetOf, storyFiltersSchema } from './stories.js';

const firstMessage = (input: Record<string, string>) => {
  const result = createStoryFieldsSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('createStoryFieldsSchema', () => {
  it('fills in the defaults: 15 s, neutral filters (normal preset), no overlays, empty caption', () => {
    expect(createStoryFieldsSchema.parse({})).toEqual({
      content: '',
      duration: 15,
      filters: DEFAULT_STORY_FILTERS,
      textOverlays: [],
    });
    expect(DEFAULT_STORY_FILTERS).toMatchObject({ brightness: 0, opacity: 100, normal: true, sepia: false });
  });

  it('reads durations, JSON filters and overlays from multipart strings', () => {
    const parsed = createStoryFieldsSchema.parse({
      content: '  Chào  ',
      duration: '30',
      filters: JSON.stringify({ brightness: 20, clarendon: true, unknown: 1 }),
      textOverlays: JSON.stringify([{ text: ' Xin chào ' }]),
    });
    expect(parsed.content).toBe('Chào');
    expect(parsed.duration).toBe(30);
    expect(parsed.filters).toMatchObject({ brightness: 20, clarendon: true, normal: false });
    expect(parsed.filters).not.toHaveProperty('unknown');
    expect(parsed.textOverlays).toEqual([
      { text: 'Xin chào', x: 50, y: 50, fontSize: 32, color: 'white', fontFamily: 'Arial' },
    ]);
  });

  it.each([
    [{ duration: '20' }, 'story.durationInvalid'],
    [{ duration: 'abc' }, 'story.durationInvalid'],
    [{ content: 'a'.repeat(501) }, 'story.captionTooLong'],
    [{ filters: '{nope' }, 'story.filtersNotJson'],
    [{ filters: JSON.stringify({ brightness: 51 }) }, 'story.brightnessInvalid'],
    [{ filters: JSON.stringify({ contrast: -51 }) }, 'story.contrastInvalid'],
    [{ filters: JSON.stringify({ saturation: 60 }) }, 'story.saturationInvalid'],
    [{ filters: JSON.stringify({ blur: 11 }) }, 'story.blurInvalid'],
    [{ filters: JSON.stringify({ hueRotate: 361 }) }, 'story.hueRotateInvalid'],
    [{ filters: JSON.stringify({ opacity: 9 }) }, 'story.opacityInvalid'],
    [{ filters: JSON.stringify({ brightness: '5' }) }, 'story.brightnessInvalid'],
    [{ filters: JSON.stringify({ moon: true, lark: true }) }, 'story.onePreset'],
    [{ textOverlays: 'not json' }, 'story.overlaysNotJson'],
    [{ textOverlays: JSON.stringify({ text: 'a' }) }, 'story.overlaysInvalid'],
    [{ textOverlays: JSON.stringify([{ text: '   ' }]) }, 'story.overlayTextRequired'],
    [{ textOverlays: JSON.stringify([{ text: 'a', x: 101 }]) }, 'story.overlayPositionInvalid'],
    [{ textOverlays: JSON.stringify([{ text: 'a', y: -1 }]) }, 'story.overlayPositionInvalid'],
    [{ textOverlays: JSON.stringify([{ text: 'a', fontSize: 200 }]) }, 'story.overlayFontSizeInvalid'],
    [{ textOverlays: JSON.stringify([{ text: 'a', color: 'url(x)' }]) }, 'story.overlayColorInvalid'],
    [{ textOverlays: JSON.stringify([{ text: 'a', fontFamily: 'Papyrus' }]) }, 'story.overlayFontInvalid'],
    [{ textOverlays: JSON.stringify(Array.from({ length: 11 }, () => ({ text: 'a' }))) }, 'story.tooManyOverlays'],
  ])('%j → %s', (input, key) => {
    expect(firstMessage(input)).toBe(key);
    expect(SERVER_MESSAGES).toHaveProperty(key);
  });
});

describe('presetOf', () => {
  it('names the preset that is on, normal when none is', () => {
    expect(presetOf(storyFiltersSchema.parse({ juno: true }))).toBe('juno');
    expect(presetOf(storyFiltersSchema.parse({}))).toBe('normal');
  });
});
