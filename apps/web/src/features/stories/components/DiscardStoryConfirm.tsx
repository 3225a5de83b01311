import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../../components/useReturnFocus';
import styles from './CreateStoryDialog.module.css';

/** 'Discard story?' inside the creator, over the editor; Cancel gives focus back to what asked to close. */
export function DiscardStoryConfirm({ onDiscard, onCancel }: { onDiscard: () => void; onCancel: () => void }) {
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
        aria-labelledby="discard-story-title"
        aria-describedby="discard-story-body"
        data-testid="story-discard"
      >
        <h3 id="discard-story-title">{t('stories.create.discardTitle')}</h3>
        <p id="discard-story-body">{t('stories.create.discardBody')}</p>
        <button type="button" className={styles.confirmDanger} onClick={onDiscard}>
          {t('stories.create.discard')}
        </button>
        <button type="button" ref={cancel} className={styles.confirmCancel} onClick={onCancel}>
          {t('stories.create.cancel')}
        </button>
      </div>
    </div>
  );
}
