import { useEffect } from 'react';

/** Whether a modal dialog of another feature is open: the palette does not open over it. */
function modalOpen() {
  return [...document.querySelectorAll('dialog[open]')].some((dialog) => {
    try {
      return dialog.matches(':modal');
    } catch {
      // A browser without :modal: any open dialog counts.
      return true;
    }
  });
}

/**
 * Ctrl+K (⌘K on Apple keyboards) anywhere in the signed-in app: opens the palette, or closes it when
 * it is open. Not while an input method is composing a word, nor over another feature's modal dialog.
 */
export function useSearchShortcut(open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey || event.isComposing || event.defaultPrevented) return;
      if (!open && modalOpen()) return;
      // The browser's own Ctrl+K (its address bar search) is what the reader did not mean here.
      event.preventDefault();
      setOpen(!open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);
}
