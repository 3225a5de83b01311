import { LIMITS } from '@teamhub/contracts';
import { SendHorizontal, Square } from 'lucide-react';
import { useId, useLayoutEffect, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AssistantComposer.module.css';

const MAX = LIMITS.assistant.messageMaxChars;
/** The counter shows from 90 % of the limit. */
const COUNTER_FROM = Math.floor(MAX * 0.9);
const MAX_HEIGHT_PX = 132;

interface AssistantComposerProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  streaming: boolean;
  /** Answers false when the question was not sent (blank, or a reply is still streaming). */
  onSend: (text: string) => boolean;
  onStop: () => void;
}

/**
 * The question box: Enter sends, Shift+Enter starts a new line; a blank question, or one while a
 * reply streams, is not sent. While a reply streams, Stop takes the send button's place (the same
 * button, so focus stays on it as it changes).
 */
export function AssistantComposer({ inputRef, streaming, onSend, onStop }: AssistantComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const hintId = useId();
  const blank = text.trim() === '';

  // Grows with its text up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text, inputRef]);

  const submit = () => {
    if (blank || streaming) return;
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter that confirms an input method's composition (Vietnamese Telex, for one) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onButton = (event: MouseEvent<HTMLButtonElement>) => {
    if (!streaming) {
      submit();
      // The next question is typed next.
      inputRef.current?.focus();
      return;
    }
    // The second click of a double-click on Send would land on Stop.
    if (event.detail > 1) return;
    onStop();
  };

  return (
    <div className={styles.composer}>
      <div className={styles.field}>
        <textarea
          ref={inputRef}
          rows={1}
          value={text}
          maxLength={MAX}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('assistant.input')}
          aria-label={t('assistant.input')}
          aria-describedby={hintId}
          data-testid="assistant-input"
        />
        {text.length >= COUNTER_FROM && (
          <span className={styles.counter} data-testid="assistant-counter">
            {text.length}/{MAX}
          </span>
        )}
      </div>
      <button
        type="button"
        className={styles.button}
        data-kind={streaming ? 'stop' : 'send'}
        onClick={onButton}
        // Not `disabled`: a focused button that turns disabled (a reply ends while Stop has focus)
        // would drop focus to the page.
        aria-disabled={!streaming && blank}
        aria-label={streaming ? t('assistant.stop') : t('assistant.send')}
        title={streaming ? t('assistant.stop') : t('assistant.send')}
        data-testid={streaming ? 'assistant-stop' : 'assistant-send'}
      >
        {streaming ? (
          <Square size={16} fill="currentColor" aria-hidden="true" />
        ) : (
          <SendHorizontal size={19} aria-hidden="true" />
        )}
      </button>
      <p id={hintId} className="visually-hidden">
        {t('assistant.inputHint')}
      </p>
    </div>
  );
}
