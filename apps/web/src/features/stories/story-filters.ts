import { DEFAULT_STORY_FILTERS, STORY_PRESETS, type StoryFilters, type StoryPreset } from '@teamhub/contracts';

/**
 * What a preset changes, in the sliders' own units: brightness, contrast and saturation as
 * percentage points (+20 is 120 %), hue in degrees, opacity in percentage points. A preset adds
 * to the sliders; it never replaces them, so "Clarendon, a little brighter" is possible.
 */
export interface PresetAdjustment {
  brightness: number;
  contrast: number;
  saturation: number;
  hueRotate: number;
  opacity: number;
}

const NEUTRAL: PresetAdjustment = { brightness: 0, contrast: 0, saturation: 0, hueRotate: 0, opacity: 0 };
const preset = (adjustment: Partial<PresetAdjustment>): PresetAdjustment => ({ ...NEUTRAL, ...adjustment });

/** Instagram-like looks made of the five adjustments the specification allows a preset to change. */
export const PRESET_ADJUSTMENTS: Record<StoryPreset, PresetAdjustment> = {
  normal: NEUTRAL,
  clarendon: preset({ brightness: 5, contrast: 20, saturation: 35 }),
  gingham: preset({ brightness: 5, contrast: -10, saturation: -15, hueRotate: 350 }),
  moon: preset({ brightness: 10, contrast: 10, saturation: -100 }),
  lark: preset({ brightness: 8, contrast: -8, saturation: 15 }),
  reyes: preset({ brightness: 10, contrast: -15, saturation: -25, opacity: -5 }),
  juno: preset({ brightness: 5, contrast: 15, saturation: 35, hueRotate: 355 }),
  slumber: preset({ brightness: 5, contrast: -5, saturation: -35, hueRotate: 350 }),
  crema: preset({ brightness: 5, contrast: -10, saturation: -10, hueRotate: 345 }),
  ludwig: preset({ brightness: 5, contrast: 5, saturation: -10 }),
  aden: preset({ brightness: 20, contrast: -10, saturation: -15, hueRotate: 340 }),
  perpetua: preset({ brightness: 5, contrast: -5, saturation: 10, opacity: -8 }),
};

/** The 'vintage' effect: a light sepia and a little more contrast, a touch darker. */
const VINTAGE = { sepia: 0.35, contrast: 10, brightness: -5 };

/**
 * One CSS pixel of a story at the reference width (360 px): story canvases define `--story-px`
 * from their own width, so a blur or a font size looks the same in a small preview and full screen.
 */
export const STORY_PX = 'var(--story-px, 1px)';

export interface StoryFilterStyle {
  /** A CSS `filter` value; 'none' when nothing changes the picture. */
  filter: string;
  /** 0.1–1. */
  opacity: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** A slider's value within its range; anything that is not a number reads as the neutral value. */
const slider = (value: unknown, min: number, max: number, neutral: number) =>
  typeof value === 'number' && Number.isFinite(value) ? clamp(value, min, max) : neutral;
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The preset that is on: the first flag set other than 'normal' (the contract allows one; a story
 * saved with only some keys still reads right), else 'normal'.
 */
export function activePreset(filters: Partial<StoryFilters> | null | undefined): StoryPreset {
  return STORY_PRESETS.find((name) => name !== 'normal' && filters?.[name] === true) ?? 'normal';
}

/** A flags-and-sliders object with exactly `name` as its preset. */
export function withPreset(filters: StoryFilters, name: StoryPreset): StoryFilters {
  const next = { ...filters };
  for (const candidate of STORY_PRESETS) next[candidate] = candidate === name;
  return next;
}

/**
 * The one translation of a story's filters into CSS, used by the creator's live preview, the
 * preset thumbnails and the viewer, so a story looks the same everywhere. Sliders are clamped to
 * the contract's ranges; the preset's adjustments are added to them; the effects follow.
 */
export function storyFilterStyle(input: Partial<StoryFilters> | null | undefined): StoryFilterStyle {
  const filters: StoryFilters = { ...DEFAULT_STORY_FILTERS, ...input };
  const look = PRESET_ADJUSTMENTS[activePreset(input)];
  const vintage = filters.vintage === true;

  const brightness = slider(filters.brightness, -50, 50, 0) + look.brightness + (vintage ? VINTAGE.brightness : 0);
  const contrast = slider(filters.contrast, -50, 50, 0) + look.contrast + (vintage ? VINTAGE.contrast : 0);
  const saturation = slider(filters.saturation, -50, 50, 0) + look.saturation;
  const hue = (((slider(filters.hueRotate, 0, 360, 0) + look.hueRotate) % 360) + 360) % 360;
  const blur = slider(filters.blur, 0, 10, 0);
  const opacity = clamp(slider(filters.opacity, 10, 100, 100) + look.opacity, 10, 100);
  const sepia = Math.min(1, (filters.sepia === true ? 1 : 0) + (vintage ? VINTAGE.sepia : 0));

  const parts: string[] = [];
  const factor = (points: number) => round(Math.max(0, 1 + points / 100));
  if (brightness !== 0) parts.push(`brightness(${factor(brightness)})`);
  if (contrast !== 0) parts.push(`contrast(${factor(contrast)})`);
  if (saturation !== 0) parts.push(`saturate(${factor(saturation)})`);
  if (hue !== 0) parts.push(`hue-rotate(${round(hue)}deg)`);
  if (sepia > 0) parts.push(`sepia(${round(sepia)})`);
  if (filters.blackAndWhite === true) parts.push('grayscale(1)');
  if (filters.invert === true) parts.push('invert(1)');
  if (blur > 0) parts.push(`blur(calc(${round(blur)} * ${STORY_PX}))`);

  return { filter: parts.length > 0 ? parts.join(' ') : 'none', opacity: round(opacity / 100) };
}
