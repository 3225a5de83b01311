import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';
import { useReturnFocus } from './useReturnFocus';

interface DialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * Without the title bar (the title still names the dialog for assistive technology): for a dialog
   * whose content is its own header, like the search palette's field, which then offers its own close.
   */
  bare?: boolean;
  /** Where and how wide the dialog sits, over the default centred 560 px. */
  className?: string;
}

/**
 * A modal on the native <dialog>: focus trap, Escape and the backdrop close it, and focus goes back
 * to what opened it (the element is removed rather than closed, which would leave focus on body).
 */
export function Dialog({ title, closeLabel, onClose, children, bare = false, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useReturnFocus(ref);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {bare ? (
        children
      ) : (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2>{title}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <X size={20} />
            </button>
          </header>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
