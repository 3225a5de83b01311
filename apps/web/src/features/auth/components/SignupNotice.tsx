import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './SignupNotice.module.css';

interface SignupNoticeProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** 'invited' for good news (an invitation), 'blocked' for a reason sign-up cannot go on. */
  tone: 'invited' | 'blocked' | 'info';
  testId: string;
}

/** A card on the register screen: who invited you, or why registering here cannot work and what to do. */
export function SignupNotice({ icon: Icon, title, children, tone, testId }: SignupNoticeProps) {
  return (
    <section className={`${styles.notice} ${styles[tone]}`} aria-label={title} data-testid={testId}>
      <span className={styles.icon}>
        <Icon size={22} aria-hidden="true" />
      </span>
      <div>
        <h2>{title}</h2>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
