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

/** An on-screen keyboard takes a quarter of the window or more; a browser's own bars take less. */
const keyboardUp = () => !!window.visualViewport && window.visualViewport.height < window.innerHeight * 0.75;

/**
 * True while the reader types into a field of the page that the `floating` element would be in the
 * way of: one that reaches under it (a chat composer grown to several lines), or any field while an
 * on-screen keyboard is up (a tablet: the keyboard leaves no room to spare). Fields inside
 * `ownSelector` do not count, and an element in a bar (not floating) never steps aside.
 */
export function useStepAside(element: RefObject<HTMLElement | null>, ownSelector: string, floating: boolean) {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      const own = element.current;
      if (!floating || !own || !isTextEntry(active) || active.closest(ownSelector)) setAside(false);
      else setAside(keyboardUp() || overlaps(active.getBoundingClientRect(), own.getBoundingClientRect()));
    };
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    // A composer grows as it is typed into.
    document.addEventListener('input', update, true);
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      window.visualViewport?.removeEventListener('resize', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      document.removeEventListener('input', update, true);
      window.removeEventListener('resize', update);
    };
  }, [element, ownSelector, floating]);
  return aside;
}
