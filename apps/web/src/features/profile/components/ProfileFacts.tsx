import type { PublicUser, VisibilitySetting, VisibleUser } from '@teamhub/contracts';
import { Briefcase, Cake, Lock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProfileHeader.module.css';

/** Marks what only its owner can see; drawn on one's own profile only. */
export function OnlyYouMark() {
  const { t } = useTranslation();
  return (
    <span className={styles.onlyYou} role="img" aria-label={t('profile.onlyYou')} title={t('profile.onlyYou')}>
      <Lock size={12} aria-hidden="true" />
    </span>
  );
}

/**
 * Position, address, email and date of birth: whatever the server sent. Another user's hidden
 * fields never arrive, so nothing here decides what to hide; on one's own profile a lock marks
 * what others cannot see.
 */
export function ProfileFacts({ user }: { user: PublicUser | VisibleUser }) {
  const { t, i18n } = useTranslation();
  const visibility = 'visibility' in user ? user.visibility : undefined;
  const facts: { key: string; icon: ReactNode; label?: string; content: ReactNode; setting?: VisibilitySetting }[] = [];
  if (user.position) facts.push({ key: 'position', icon: <Briefcase size={16} />, content: user.position });
  if (user.address) {
    facts.push({ key: 'address', icon: <MapPin size={16} />, content: user.address, setting: 'address' });
  }
  if (user.email) {
    facts.push({
      key: 'email',
      icon: <Mail size={16} />,
      label: t('profile.email'),
      content: <a href={`mailto:${user.email}`}>{user.email}</a>,
      setting: 'email',
    });
  }
  if (user.dateOfBirth) {
    // A calendar date, not an instant: formatted in UTC so no time zone moves it to another day.
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${user.dateOfBirth}T00:00:00Z`),
    );
    facts.push({
      key: 'dateOfBirth',
      icon: <Cake size={16} />,
      label: t('profile.dateOfBirth'),
      content: date,
      setting: 'dateOfBirth',
    });
  }
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts}>
      {facts.map(({ key, icon, label, content, setting }) => (
        <li key={key} data-testid={`profile-fact-${key}`}>
          <span aria-hidden="true">{icon}</span>
          {label && <span className="visually-hidden">{label}: </span>}
          {content}
          {setting && visibility?.[setting] === 'only-me' && <OnlyYouMark />}
        </li>
      ))}
    </ul>
  );
}
