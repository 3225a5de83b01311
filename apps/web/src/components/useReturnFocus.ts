import { useEffect, useRef, useState, type RefObject } from 'react';

const focusedElement = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * Gives focus back to whatever had it when the component opened (the button that opened a dialog
 * or a popover) once the component unmounts, if focus would otherwise be lost: left on `body`, or
 * inside the removed element. Focus the user moved elsewhere on purpose (Tab out of a popover) stays.
 * Call it before any effect of the same component that moves focus inside. Answers the opener.
 */
export function useReturnFocus(container: RefObject<HTMLElement | null>) {
  // Read during the first render, before any effect or autoFocus moves focus inside.
  const [focusedAtRender] = useState(focusedElement);
  const opener = useRef(focusedAtRender);
  useEffect(() => {
    const node = container.current;
    // An opener that closed in the same commit (a menu item) has handed focus back to its own trigger.
    const active = focusedElement();
    if (active && active !== document.body && !node?.contains(active)) opener.current = active;
    const target = opener.current;
    return () => {
      // Still in the document: not a real unmount (React's development double effects).
      if (node?.isConnected) return;
      const now = document.activeElement;
      const lost = !now || now === document.body || (node?.contains(now) ?? false);
      if (lost && target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [container]);
  return opener;
}
