import type { StoryFont, StoryTextOverlay } from '@teamhub/contracts';
import type { CSSProperties } from 'react';
import { STORY_PX } from './story-filters';

/** Each story font with fallbacks close to it, for devices that lack it. */
const FONT_STACKS: Record<StoryFont, string> = {
  Arial: 'Arial, Helvetica, sans-serif',
  Georgia: 'Georgia, "Times New Roman", serif',
  'Times New Roman': '"Times New Roman", Times, serif',
  'Courier New': '"Courier New", Courier, monospace',
  Verdana: 'Verdana, Geneva, sans-serif',
  Impact: 'Impact, "Arial Narrow Bold", sans-serif',
};

/**
 * Where and how a text sits on a story, shared by the editor and the viewer: its centre at x %, y %
 * of the canvas; its size in pixels of the 360 px reference width, so it scales with the canvas.
 */
export function overlayStyle(overlay: StoryTextOverlay): CSSProperties {
  return {
    left: `${overlay.x}%`,
    top: `${overlay.y}%`,
    fontSize: `calc(${overlay.fontSize} * ${STORY_PX})`,
    color: overlay.color,
    fontFamily: FONT_STACKS[overlay.fontFamily] ?? FONT_STACKS.Arial,
  };
}

/** The colour as `<input type="color">` holds it (#rrggbb). */
export function colorInputValue(color: string): string {
  if (color === 'white') return '#ffffff';
  if (color === 'black') return '#000000';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#ffffff';
}
