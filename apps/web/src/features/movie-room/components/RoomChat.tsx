import { LIMITS } from '@teamhub/contracts';
import { Send } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import type { RoomChat as RoomChatState } from '../hooks/useRoomChat';
import styles from './RoomChat.module.css';

const MAX = LIMITS.movieRoom.chatMessage;
/** The counter shows from here on. */
const COUNTER_FROM = MAX - 200;

interface RoomChatProps {
  chat: RoomChatState;
  connected: boolean;
  currentUserId: string;
}

/** The room's chat: older pages on demand (the view stays where it was), live messages, a one-line composer. */
export function RoomChat({ chat, connected, currentUserId }: RoomChatProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const fromBottom = useRef<number | null>(null);
  const lastPrepend = useRef(chat.prependCount);
  /** Whether the reader is at the newest message (new ones then scroll into view; else the view stays). */
  const atBottom = useRef(true);
  const trimmedLength = text.trim().length;

  // Before older messages go in front, remember the distance from the bottom; afterwards restore it.
  const loadOlder = () => {
    const list = listRef.current;
    if (list) fromBottom.current = list.scrollHeight - list.scrollTop;
    chat.loadOlder();
  };

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (chat.prependCount !== lastPrepend.current) {
      lastPrepend.current = chat.prependCount;
      if (fromBottom.current !== null) list.scrollTop = list.scrollHeight - fromBottom.current;
      fromBottom.current = null;
      return;
    }
    if (atBottom.current) list.scrollTop = list.scrollHeight;
  }, [chat.messages, chat.prependCount]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || message.length > MAX) return;
    if (!connected) {
      setError(t('movieRoom.notConnected'));
      return;
    }
    setText('');
    setError(null);
    atBottom.current = true;
    const result = await chat.send(message);
    if (!result.ok) {
      setText((current) => current || message);
      setError(
        result.error === 'notConnected' ? t('movieRoom.notConnected') : (result.message ?? t('movieRoom.notConnected')),
      );
    }
  };

  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <section className={styles.chat} aria-labelledby="room-chat-title">
      <h2 id="room-chat-title" className={styles.heading}>
        {t('movieRoom.chatTitle')}
      </h2>
      <ol
        className={styles.list}
        ref={listRef}
        aria-live="polite"
        data-testid="room-chat-list"
        onScroll={(event) => {
          const list = event.currentTarget;
          atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
        }}
      >
        {chat.hasOlder && (
          <li className={styles.loadMoreRow}>
            <button type="button" className={styles.loadMore} onClick={loadOlder} disabled={chat.loadingOlder}>
              {chat.loadingOlder ? t('movieRoom.loadingMore') : t('movieRoom.loadMore')}
            </button>
          </li>
        )}
        {chat.messages.length === 0 && <li className={styles.empty}>{t('movieRoom.noMessages')}</li>}
        {chat.messages.map((message) => {
          const own = message.user.id === currentUserId;
          return (
            <li key={message.id} className={own ? `${styles.message} ${styles.own}` : styles.message}>
              <Avatar username={message.user.username} avatar={message.user.avatar} size={28} />
              <div className={styles.bubble}>
                <div className={styles.meta}>
                  <span className={styles.author}>{message.user.username}</span>
                  <time dateTime={message.timestamp}>{time.format(new Date(message.timestamp))}</time>
                </div>
                <p className={styles.text}>{message.message}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {chat.historyError && (
        <p className={styles.error} role="alert">
          {t('movieRoom.historyFailed')}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="room-chat-error">
          {error}
        </p>
      )}
      <form className={styles.composer} onSubmit={(event) => void submit(event)}>
        <input
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          placeholder={t('movieRoom.messagePlaceholder')}
          aria-label={t('movieRoom.messageLabel')}
          maxLength={MAX}
          disabled={!connected}
          data-testid="room-chat-input"
        />
        <button
          type="submit"
          className={styles.send}
          disabled={!connected || trimmedLength === 0}
          aria-label={t('movieRoom.send')}
          data-testid="room-chat-send"
        >
          <Send size={18} />
        </button>
      </form>
      {text.length >= COUNTER_FROM && (
        <p className={styles.counter} aria-live="polite">
          {t('movieRoom.counter', { count: text.length, max: MAX })}
        </p>
      )}
    </section>
  );
}
