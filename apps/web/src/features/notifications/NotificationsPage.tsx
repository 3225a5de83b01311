import { NotificationCenter } from './components/NotificationCenter';
import styles from './NotificationsPage.module.css';

export function NotificationsPage() {
  return (
    <section className={styles.page}>
      <NotificationCenter heading={(title) => <h1>{title}</h1>} />
    </section>
  );
}
