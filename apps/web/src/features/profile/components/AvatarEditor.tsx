import type { PublicUser } from '@teamhub/contracts';
import { Camera, Trash } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { ApiError } from '../../../lib/api-error';
import { hasRealAvatar } from '../../../lib/avatar-color';
import { removeAvatar, uploadAvatar } from '../api';
import { useUpdateCurrentUser } from '../hooks/useUpdateCurrentUser';
import buttons from '../../../components/Button.module.css';
import styles from './EditProfile.module.css';

type Busy = { kind: 'upload'; progress: number } | { kind: 'remove' } | null;

function serverMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.kind === 'http' && error.message ? error.message : fallback;
}

/** Change or remove the avatar; both take effect at once, independent of the form's Save. */
export function AvatarEditor({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const updateCurrentUser = useUpdateCurrentUser();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState('');

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setError('');
    setBusy({ kind: 'upload', progress: 0 });
    try {
      const result = await uploadAvatar(file, (progress) => setBusy({ kind: 'upload', progress }));
      updateCurrentUser(result.user);
    } catch (failure) {
      setError(serverMessage(failure, t('editProfile.uploadFailed')));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  }

  async function handleRemove() {
    setError('');
    setBusy({ kind: 'remove' });
    try {
      updateCurrentUser(await removeAvatar());
    } catch (failure) {
      setError(serverMessage(failure, t('editProfile.removeFailed')));
    } finally {
      setBusy(null);
    }
  }

  const percent = busy?.kind === 'upload' ? Math.round(busy.progress * 100) : 0;
  return (
    <div className={styles.avatarEditor}>
      <Avatar username={user.username} avatar={user.avatar} size={88} />
      <div className={styles.avatarControls}>
        <div className={styles.avatarButtons}>
          <button
            type="button"
            className={buttons.secondary}
            disabled={busy !== null}
            onClick={() => input.current?.click()}
          >
            <Camera size={16} aria-hidden="true" />
            {t('editProfile.changePhoto')}
          </button>
          {hasRealAvatar(user.avatar) && (
            <button
              type="button"
              className={buttons.dangerOutline}
              disabled={busy !== null}
              onClick={() => void handleRemove()}
            >
              <Trash size={16} aria-hidden="true" />
              {t('editProfile.removePhoto')}
            </button>
          )}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="visually-hidden"
            aria-label={t('editProfile.changePhoto')}
            data-testid="avatar-input"
            tabIndex={-1}
            onChange={(event) => void handleFile(event.target.files?.[0])}
          />
        </div>
        {busy?.kind === 'upload' && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span style={{ width: `${percent}%` }} />
            <small>{t('editProfile.uploading', { percent })}</small>
          </div>
        )}
        {busy?.kind === 'remove' && <small className={styles.hint}>{t('editProfile.removing')}</small>}
        {!busy && !error && <small className={styles.hint}>{t('editProfile.photoHint')}</small>}
        {error && (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
