import { useEffect, useRef, type ReactNode } from 'react';
import { authStyles } from '../../auth';
import styles from '../passwords.module.css';

interface StateScreenProps {
  icon: ReactNode;
  title: string;
  tone?: 'warning';
  children: ReactNode;
}

/** A result in place of a form: an icon, a title that takes focus (so it is read out), and what to know. */
export function StateScreen({ icon, title, tone, children }: StateScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.state}>
      <span className={styles.stateIcon} data-tone={tone} aria-hidden="true">
        {icon}
      </span>
      <h1 ref={heading} tabIndex={-1} className={authStyles.title}>
        {title}
      </h1>
      {children}
    </div>
  );
}
