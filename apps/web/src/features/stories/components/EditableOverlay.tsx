import type { StoryTextOverlay } from '@teamhub/contracts';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftOverlay } from '../create-story-state';
import { overlayStyle } from '../story-overlay';
import canvasStyles from './StoryCanvas.module.css';
import styles from './StoryEditor.module.css';

/** Percentage points an arrow key moves a text (Shift: a bigger step). */
const KEY_STEP = 1;
const KEY_BIG_STEP = 5;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface EditableOverlayProps {
  overlay: DraftOverlay;
  onMove: (change: Pick<StoryTextOverlay, 'x' | 'y'>) => void;
}

/**
 * A text on the editor's preview, drawn exactly as the viewer draws it: dragged with a pointer
 * (mouse, pen or finger), or moved with the arrow keys once focused.
 */
export function EditableOverlay({ overlay, onMove }: EditableOverlayProps) {
  const { t } = useTranslation();
  // Where in the text the pointer took hold, so the text does not jump under it.
  const grab = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  const position = (event: PointerEvent<HTMLButtonElement>) => {
    const frame = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!frame || frame.width === 0 || frame.height === 0) return null;
    return {
      x: ((event.clientX - frame.left) / frame.width) * 100,
      y: ((event.clientY - frame.top) / frame.height) * 100,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const point = position(event);
    if (!point) return;
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    grab.current = { pointerId: event.pointerId, dx: point.x - overlay.x, dy: point.y - overlay.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const held = grab.current;
    if (!held || held.pointerId !== event.pointerId) return;
    const point = position(event);
    if (point) onMove({ x: point.x - held.dx, y: point.y - held.dy });
  };
  const release = (event: PointerEvent<HTMLButtonElement>) => {
    if (grab.current?.pointerId === event.pointerId) grab.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_BIG_STEP : KEY_STEP;
    onMove({ x: overlay.x + direction[0] * step, y: overlay.y + direction[1] * step });
  };

  return (
    <button
      type="button"
      className={`${canvasStyles.overlay} ${styles.editableOverlay}`}
      style={overlayStyle(overlay)}
      aria-label={t('stories.create.overlayHandle', { text: overlay.text })}
      data-x={overlay.x}
      data-y={overlay.y}
      data-testid="story-overlay"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={release}
      onPointerCancel={release}
      onKeyDown={onKeyDown}
    >
      {overlay.text}
    </button>
  );
}
