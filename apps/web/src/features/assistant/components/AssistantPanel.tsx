import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { useAssistantChat } from '../hooks/useAssistantChat';
import { useAssistantStatus } from '../hooks/useAssistantStatus';
import { useIsPhone } from '../hooks/useIsPhone';
import { AssistantComposer } from './AssistantComposer';
import { MessageLog } from './MessageLog';
import { PanelHeader } from './PanelHeader';
import styles from './AssistantPanel.module.css';

interface AssistantPanelProps {
  id: string;
  chat: ReturnType<typeof useAssistantChat>;
  onClose: () => void;
}

/**
 * The assistant's panel on a <dialog>: beside the page on wide screens (non-modal, anchored above
 * the bubble), a full-screen modal sheet on phones, where the page behind is out of reach. Escape
 * closes it either way, and the bubble gets focus back.
 */
export function AssistantPanel({ id, chat, onClose }: AssistantPanelProps) {
  const isPhone = useIsPhone();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const status = useAssistantStatus(chat.liveStatus);
  const focusInput = useCallback(() => input.current?.focus(), []);
  // The markdown renderer, fetched while the reader types, so the first reply does not wait for it.
  useEffect(() => {
    void import('./AssistantMarkdown');
  }, []);

  // Opened, and opened again in the other mode when the window crosses the phone width.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // (jsdom has no show() or close(): the open attribute stands in.)
    if (element.open) {
      if (element.close) element.close();
      else element.removeAttribute('open');
    }
    if (isPhone) element.showModal?.();
    else element.show?.();
    if (!element.open) element.setAttribute('open', '');
    // On a phone the keyboard would cover the sheet at once: the reader starts on the sheet itself.
    if (isPhone) element.focus();
    else input.current?.focus();
  }, [isPhone]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      id={id}
      role="dialog"
      className={styles.panel}
      aria-labelledby={titleId}
      aria-modal={isPhone || undefined}
      tabIndex={-1}
      data-testid="assistant-panel"
      data-mode={isPhone ? 'sheet' : 'floating'}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <PanelHeader
        titleId={titleId}
        status={status}
        model={chat.model}
        onModelChange={chat.setModel}
        onNewChat={() => {
          chat.startNewChat();
          focusInput();
        }}
        onClose={onClose}
      />
      <MessageLog chat={chat} onAsk={chat.send} focusInput={focusInput} onNavigate={isPhone ? onClose : undefined} />
      <AssistantComposer
        inputRef={input}
        streaming={chat.streaming}
        onSend={chat.send}
        onStop={() => {
          chat.stop();
          focusInput();
        }}
      />
    </dialog>
  );
}
