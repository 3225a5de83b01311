import { LIMITS } from '@teamhub/contracts';
import { Hand } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session/useSession';
import styles from './WelcomeSticker.module.css';

/** The layout's transient animated image: a waving greeting that leaves after about 5 s. */
export function WelcomeSticker() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), LIMITS.transientImageMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className={styles.sticker} role="status" data-testid="welcome-sticker">
      <span className={styles.badge} aria-hidden="true">
        <Hand className={styles.hand} size={24} />
      </span>
      <span>{t('welcome.hello', { name: user?.username ?? '' })}</span>
    </div>
  );
}
