import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  type Boundary,
  type MiddlewareState,
  type Placement,
  type Rect,
} from '@floating-ui/react';

/** Room kept between a menu and the edges of the area it may open in. */
const EDGE_PX = 8;
/** A menu never shrinks below this: past it, scrolling inside a two-line menu helps no one. */
const MIN_HEIGHT_PX = 96;

/**
 * The window minus the bars fixed at its top and bottom (the phone's top and bottom bars, marked
 * `data-fixed-bar`): a menu opening over a bar would have its entries under it, or over the bar's links.
 */
export function openArea(): Rect {
  let top = 0;
  let bottom = window.innerHeight;
  for (const bar of document.querySelectorAll<HTMLElement>('[data-fixed-bar]')) {
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0) continue;
    if (bar.dataset.fixedBar === 'top') top = Math.max(top, rect.bottom);
    else bottom = Math.min(bottom, rect.top);
  }
  return { x: 0, y: top, width: window.innerWidth, height: Math.max(0, bottom - top) };
}

interface FloatingMenuOptions {
  open: boolean;
  placement: Placement;
  /**
   * Keep it inside the element it is rendered in (a chat's message list, so it never reaches under the
   * composer): a fixed element is not clipped by its scroll area, so Floating UI would not see it.
   */
  withinParent?: boolean;
}

/**
 * Places a menu or popover next to its reference with Floating UI: it flips to the other side and
 * shifts along it to stay inside the open area, and scrolls inside itself when even that is too
 * short. It follows its reference while open (scrolling, resizing).
 */
export function useFloatingMenu({ open, placement, withinParent = false }: FloatingMenuOptions) {
  const bounds = ({ elements }: MiddlewareState): { rootBoundary: Rect; boundary: Boundary; padding: number } => ({
    rootBoundary: openArea(),
    boundary: (withinParent && elements.floating.parentElement) || 'clippingAncestors',
    padding: EDGE_PX,
  });
  const { refs, floatingStyles, isPositioned } = useFloating({
    open,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip(bounds),
      shift(bounds),
      size((state) => ({
        ...bounds(state),
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(MIN_HEIGHT_PX, availableHeight)}px`;
        },
      })),
    ],
  });
  // Plain callbacks, not the `refs` object: the lint's React rules take anything named refs for a ref.
  const { setReference, setFloating, setPositionReference } = refs;
  return { setReference, setFloating, setPositionReference, floatingStyles, isPositioned };
}
