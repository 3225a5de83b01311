import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './VerifiedBadge.module.css';

const SIZES = { default: 22, small: 16, tiny: 12 } as const;

/** The blue verified mark, in the three sizes the product uses. */
export function VerifiedBadge({ size = 'default' }: { size?: keyof typeof SIZES }) {
  const { t } = useTranslation();
  return (
    <BadgeCheck
      className={styles.badge}
      size={SIZES[size]}
      role="img"
      aria-label={t('profile.verified')}
      data-size={size}
    />
  );
}
