import { LIMITS } from '@teamhub/contracts';
import { Hand } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import styles from './WelcomeSticker.module.css';

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.matches('input, textarea, select') || target.isContentEditable);

/**
 * The layout's transient animated image: a waving greeting that leaves after about 5 s, or at once
 * when the user starts typing somewhere, so it never sits over what they type into.
 */
export function WelcomeSticker() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), LIMITS.transientImageMs);
    const onFocus = (event: FocusEvent) => isTextEntry(event.target) && setVisible(false);
    document.addEventListener('focusin', onFocus);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', onFocus);
    };
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
