import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Dialog } from '../../../components/Dialog';
import type { GroupReceipt } from '../utils/read-receipts';
import styles from './ReadReceipts.module.css';

/** Faces shown under a message before "+N". */
const MAX_FACES = 5;

export interface Reader {
  username: string;
  avatar: string;
}

/** "Seen" under the caller's last message the other person of a direct conversation has read. */
export function SeenMark() {
  const { t } = useTranslation();
  return (
    <p className={styles.receipts} data-own="true" data-testid="read-receipt-seen">
      <span className={styles.seen}>{t('chat.reads.seen')}</span>
    </p>
  );
}

interface GroupReadReceiptsProps {
  /** Nothing shows when no reader is at or after this message. */
  receipt: GroupReceipt | undefined;
  /** The members the conversation has loaded; someone not among them is counted, not named. */
  readerOf: (userId: string) => Reader | undefined;
  /** Under the caller's own message: on the right, as the message is. */
  own: boolean;
}

/**
 * Under a group message: the faces of those who read up to it, and "Seen by N" (everyone who has read
 * it), a button that opens the list of their names.
 */
export function GroupReadReceipts({ receipt, readerOf, own }: GroupReadReceiptsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!receipt) return null;
  const faces = receipt.here.flatMap((userId) => {
    const reader = readerOf(userId);
    return reader ? [{ userId, ...reader }] : [];
  });
  const more = receipt.here.length - Math.min(faces.length, MAX_FACES);
  const named = receipt.seenBy.flatMap((userId) => {
    const reader = readerOf(userId);
    return reader ? [{ userId, ...reader }] : [];
  });
  const label = t('chat.reads.seenBy', { count: receipt.seenBy.length });
  return (
    <div className={styles.receipts} data-own={own ? 'true' : 'false'} data-testid="read-receipts">
      <button
        type="button"
        className={styles.seenBy}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="read-receipts-button"
      >
        <span className={styles.faces} aria-hidden="true">
          {faces.slice(0, MAX_FACES).map((face) => (
            <span key={face.userId} className={styles.face} data-testid="read-receipt-face">
              <Avatar username={face.username} avatar={face.avatar} size={16} />
            </span>
          ))}
          {more > 0 && <span className={styles.more}>+{more}</span>}
        </span>
        <span>{label}</span>
      </button>
      {open && (
        <Dialog title={label} closeLabel={t('chat.reads.close')} onClose={() => setOpen(false)}>
          <ul className={styles.list} data-testid="read-receipts-list">
            {named.map((reader) => (
              <li key={reader.userId} className={styles.person}>
                <Avatar username={reader.username} avatar={reader.avatar} size={32} />
                <span>{reader.username}</span>
              </li>
            ))}
            {named.length < receipt.seenBy.length && (
              <li className={styles.others}>
                {t('chat.reads.others', { count: receipt.seenBy.length - named.length })}
              </li>
            )}
          </ul>
        </Dialog>
      )}
    </div>
  );
}
