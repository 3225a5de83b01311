import { LIMITS } from '@teamhub/contracts';
import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** A press shorter than this, that hardly moved, is a tap; anything longer is a hold. */
export const TAP_MAX_MS = 250;
const TAP_MAX_MOVE_PX = 10;

/** Phones and narrow windows (the specification's 768 px) navigate by tapping the halves. */
export function isNarrowScreen(): boolean {
  const query = `(max-width: ${LIMITS.narrowLayoutPx}px)`;
  return window.matchMedia ? window.matchMedia(query).matches : window.innerWidth <= LIMITS.narrowLayoutPx;
}

interface TapAndHoldOptions {
  /** True while a pointer is held down on the story (it pauses). */
  onHoldChange: (holding: boolean) => void;
  /** A tap on a narrow screen: the left half goes back, the right half forward. */
  onTapSide: (side: 'left' | 'right') => void;
}

/** Pointer handlers for the story's picture: hold to pause; on a narrow screen, tap a half to move. */
export function useTapAndHold({ onHoldChange, onTapSide }: TapAndHoldOptions) {
  const press = useRef<{ pointerId: number; x: number; y: number; at: number } | null>(null);

  const release = () => {
    if (!press.current) return;
    press.current = null;
    onHoldChange(false);
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, at: performance.now() };
      onHoldChange(true);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const held = press.current;
      if (!held || held.pointerId !== event.pointerId) return;
      release();
      const quick = performance.now() - held.at < TAP_MAX_MS;
      const still = Math.hypot(event.clientX - held.x, event.clientY - held.y) < TAP_MAX_MOVE_PX;
      if (!quick || !still || !isNarrowScreen()) return;
      const box = event.currentTarget.getBoundingClientRect();
      onTapSide(event.clientX - box.left < box.width / 2 ? 'left' : 'right');
    },
    onPointerCancel: release,
    onPointerLeave: release,
    // A long press would open the phone's image menu instead of pausing.
    onContextMenu: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
  };
}
