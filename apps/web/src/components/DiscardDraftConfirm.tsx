import { useEffect, useRef } from 'react';
import styles from './DiscardDraftConfirm.module.css';
import { useReturnFocus } from './useReturnFocus';

interface DiscardDraftConfirmProps {
  texts: { title: string; body: string; discard: string; cancel: string };
  /** Makes the title's and the body's element ids: `<idPrefix>-title`, `<idPrefix>-body`. */
  idPrefix: string;
  testId?: string;
  onDiscard: () => void;
  onCancel: () => void;
}

/**
 * 'Discard post?' or 'Discard story?' inside a creator, over its current step; Cancel gives focus
 * back to what asked to close.
 */
export function DiscardDraftConfirm({ texts, idPrefix, testId, onDiscard, onCancel }: DiscardDraftConfirmProps) {
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useReturnFocus(box);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className={styles.scrim}>
      <div
        ref={box}
        className={styles.confirm}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${idPrefix}-title`}
        aria-describedby={`${idPrefix}-body`}
        data-testid={testId}
      >
        <h3 id={`${idPrefix}-title`}>{texts.title}</h3>
        <p id={`${idPrefix}-body`}>{texts.body}</p>
        <button type="button" className={styles.discard} onClick={onDiscard}>
          {texts.discard}
        </button>
        <button type="button" ref={cancel} className={styles.cancel} onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
