import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../../components/useReturnFocus';
import styles from './CreatePostWizard.module.css';

/** 'Discard post?' inside the wizard, over the current step; Cancel gives focus back to the step. */
export function DiscardConfirm({ onDiscard, onCancel }: { onDiscard: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useReturnFocus(box);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className={styles.confirmScrim}>
      <div
        ref={box}
        className={styles.confirm}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="discard-post-title"
        aria-describedby="discard-post-body"
      >
        <h3 id="discard-post-title">{t('createPost.discardTitle')}</h3>
        <p id="discard-post-body">{t('createPost.discardBody')}</p>
        <button type="button" className={styles.confirmDanger} onClick={onDiscard}>
          {t('createPost.discard')}
        </button>
        <button type="button" ref={cancel} className={styles.confirmCancel} onClick={onCancel}>
          {t('createPost.cancel')}
        </button>
      </div>
    </div>
  );
}
