import { useEffect, useState, type RefObject } from 'react';

const NOT_TEXT = ['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color', 'image'];

const isTextEntry = (target: Element | null): target is HTMLElement =>
  target instanceof HTMLElement &&
  (target.matches('textarea, select') ||
    (target instanceof HTMLInputElement && !NOT_TEXT.includes(target.type)) ||
    target.isContentEditable);

/** Room kept around the bubble: a field closer than this counts as under it. */
const MARGIN_PX = 8;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right + MARGIN_PX &&
  b.left < a.right + MARGIN_PX &&
  a.top < b.bottom + MARGIN_PX &&
  b.top < a.bottom + MARGIN_PX;

/**
 * True while the reader types into a field of the page that the floating `element` would cover: on
 * phones any field (the keyboard leaves no room to spare), on wider screens one that reaches under
 * the bubble (a chat composer grown to several lines). Fields inside `ownSelector` do not count.
 */
export function useStepAside(element: RefObject<HTMLElement | null>, ownSelector: string, anyField: boolean) {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      const own = element.current;
      if (!own || !isTextEntry(active) || active.closest(ownSelector)) setAside(false);
      else setAside(anyField || overlaps(active.getBoundingClientRect(), own.getBoundingClientRect()));
    };
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    // A composer grows as it is typed into.
    document.addEventListener('input', update, true);
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      document.removeEventListener('input', update, true);
      window.removeEventListener('resize', update);
    };
  }, [element, ownSelector, anyField]);
  return aside;
}
