import type { VisibleUser } from '@teamhub/contracts';
import { Globe, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon } from '../../../components/BrandIcons';
import { socialLinks, type SocialKind } from '../social-links';
import { OnlyYouMark } from './ProfileFacts';
import styles from './ProfileHeader.module.css';

const ICONS: Record<SocialKind, () => React.ReactNode> = {
  instagram: () => <InstagramIcon size={18} />,
  facebook: () => <FacebookIcon size={18} />,
  telegram: () => <Send size={18} aria-hidden="true" />,
  website: () => <Globe size={18} aria-hidden="true" />,
};

/** The links that came back; `onlyYou` (one's own profile, links hidden from others) adds a lock after them. */
export function SocialLinks({ user, onlyYou = false }: { user: VisibleUser; onlyYou?: boolean }) {
  const { t } = useTranslation();
  const links = socialLinks(user);
  if (links.length === 0) return null;
  return (
    <ul className={styles.social}>
      {links.map(({ kind, href }) => (
        <li key={kind}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`profile.social.${kind}`)}
            title={href}
          >
            {ICONS[kind]()}
          </a>
        </li>
      ))}
      {onlyYou && (
        <li className={styles.socialMark}>
          <OnlyYouMark />
        </li>
      )}
    </ul>
  );
}
