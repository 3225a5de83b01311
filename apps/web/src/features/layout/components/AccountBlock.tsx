import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { useSession } from '../../../lib/session/useSession';
import styles from './Sidebar.module.css';

/** Username and email of the signed-in user (a guest placeholder when missing); opens /profile. */
export function AccountBlock() {
  const { t } = useTranslation();
  const { user } = useSession();
  const username = user?.username || t('nav.guestName');
  const email = user?.email || t('nav.guestEmail');
  return (
    <Link to="/profile" className={styles.account} data-testid="account-block">
      <Avatar username={username} avatar={user?.avatar} size={40} />
      <span className={styles.accountText}>
        <strong>{username}</strong>
        <span>{email}</span>
      </span>
    </Link>
  );
}
