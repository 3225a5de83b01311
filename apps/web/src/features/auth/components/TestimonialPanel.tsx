import { MessagesSquare, Newspaper, Quote, SquareKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

export function TestimonialPanel() {
  const { t } = useTranslation();
  return (
    <aside className={styles.testimonial} aria-label={t('auth.testimonialLabel')}>
      <div className={styles.testimonialGlow} aria-hidden="true" />
      <figure className={styles.testimonialCard}>
        <Quote className={styles.quoteIcon} aria-hidden="true" />
        <blockquote className={styles.quote}>{t('auth.testimonialQuote')}</blockquote>
        <figcaption className={styles.person}>
          <span className={styles.personAvatar} aria-hidden="true">
            MA
          </span>
          <span>
            <strong>{t('auth.testimonialName')}</strong>
            <span className={styles.personRole}>{t('auth.testimonialRole')}</span>
          </span>
        </figcaption>
      </figure>
      <ul className={styles.features}>
        <li>
          <Newspaper size={16} aria-hidden="true" />
          {t('auth.featureFeed')}
        </li>
        <li>
          <MessagesSquare size={16} aria-hidden="true" />
          {t('auth.featureChat')}
        </li>
        <li>
          <SquareKanban size={16} aria-hidden="true" />
          {t('auth.featureProjects')}
        </li>
      </ul>
    </aside>
  );
}
