import { Hand } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import styles from './WelcomeSticker.module.css';

/**
 * The layout's transient animated image: a waving greeting shown in the brand's place (the sidebar's
 * top, the phone's top bar) for its few seconds, so it covers nothing: the brand is all it replaces.
 */
export function WelcomeSticker() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className={styles.sticker} role="status" data-testid="welcome-sticker">
      <span className={styles.badge} aria-hidden="true">
        <Hand className={styles.hand} size={18} />
      </span>
      <span className={styles.text}>{t('welcome.hello', { name: user?.username ?? '' })}</span>
    </div>
  );
}
