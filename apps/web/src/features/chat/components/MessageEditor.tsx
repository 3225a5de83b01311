import { LIMITS } from '@teamhub/contracts';
import { Check, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Message.module.css';

interface MessageEditorProps {
  initial: string;
  onSave: (content: string) => Promise<void>;
  onCancel: () => void;
}

/** Editing in place: Enter or the check saves, Escape or the close button cancels. */
export function MessageEditor({ initial, onSave, onCancel }: MessageEditorProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, LIMITS.chat.inputMaxHeightPx)}px`;
  }, [value]);

  useLayoutEffect(() => {
    const element = input.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await onSave(value);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.editor}>
      <textarea
        ref={input}
        value={value}
        rows={1}
        maxLength={LIMITS.chatMessage}
        aria-label={t('chat.editLabel')}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
        disabled={saving}
        data-testid="message-edit-input"
      />
      <div className={styles.editorActions}>
        <button
          type="button"
          onClick={onCancel}
          aria-label={t('chat.cancel')}
          title={t('chat.cancel')}
          data-testid="message-edit-cancel"
        >
          <X size={16} />
        </button>
        <button
          type="button"
          className={styles.editorSave}
          onClick={() => void save()}
          disabled={saving}
          aria-label={t('chat.save')}
          title={t('chat.save')}
          data-testid="message-edit-save"
        >
          <Check size={16} />
        </button>
      </div>
    </div>
  );
}
