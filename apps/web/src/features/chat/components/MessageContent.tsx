import { MENTION_ALL, mentionKey, parseFileMessageContent, textTokens, type MessageView } from '@teamhub/contracts';
import { Download, FileText } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import styles from './Message.module.css';

const LINK_SPLIT = /(\bhttps?:\/\/[^\s<>"']+)/giu;

/**
 * Plain text with each `@name` marked (as Slack does): those naming me, or everyone, stand out from
 * the rest. Whether the name is a member's is the server's business (it notifies members only).
 */
function MentionedText({ text, myKey }: { text: string; myKey: string | null }) {
  // The feed's reading of a text (TaggedText): its mentions only, hashtags stay text in chat.
  const matches = textTokens(text).filter((token) => token.kind === 'mention');
  if (matches.length === 0) return text;
  const parts: (string | React.JSX.Element)[] = [];
  let at = 0;
  for (const { index, length, username } of matches) {
    const key = mentionKey(username);
    parts.push(text.slice(at, index));
    parts.push(
      <span
        key={index}
        className={styles.mention}
        data-mine={key === myKey || key === MENTION_ALL ? 'true' : 'false'}
        data-testid="message-mention"
      >
        {text.slice(index, index + length)}
      </span>,
    );
    at = index + length;
  }
  parts.push(text.slice(at));
  return parts;
}

/** Text with its links made clickable (opening in a new tab) and its mentions marked. */
function LinkifiedText({ text }: { text: string }) {
  const { user } = useSession();
  const myKey = user ? mentionKey(user.username) : null;
  const parts = text.split(LINK_SPLIT);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={index}>
            <MentionedText text={part} myKey={myKey} />
          </Fragment>
        ),
      )}
    </>
  );
}

/** A message's body: text, an image (opens in a new tab) or a file chip with a download link. */
export function MessageContent({ message }: { message: MessageView }) {
  const { t } = useTranslation();
  const file = message.messageType === 'text' ? null : parseFileMessageContent(message.content);
  if (!file) {
    return (
      <p className={styles.text}>
        <LinkifiedText text={message.content} />
      </p>
    );
  }
  if (message.messageType === 'image') {
    return (
      <a
        className={styles.image}
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.openImage')}
        data-testid="message-image"
      >
        <img src={file.url} alt={t('chat.imageAlt', { name: message.sender.username })} loading="lazy" />
      </a>
    );
  }
  return (
    <div className={styles.file} data-testid="message-file">
      <span className={styles.fileIcon}>
        <FileText size={20} aria-hidden="true" />
      </span>
      <span className={styles.fileName} title={file.filename}>
        {file.filename}
      </span>
      <a
        className={styles.fileDownload}
        href={file.url}
        download={file.filename}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.download', { name: file.filename })}
        title={t('chat.download', { name: file.filename })}
      >
        <Download size={17} />
      </a>
    </div>
  );
}
