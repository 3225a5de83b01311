import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styles from './InfoPanel.module.css';

/** One collapsible part of the info panel. */
export function InfoSection({
  title,
  defaultOpen = false,
  testId,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className={styles.section} data-testid={testId}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          className={styles.sectionToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <ChevronDown size={18} className={styles.chevron} data-open={open ? 'true' : 'false'} aria-hidden="true" />
        </button>
      </h3>
      {open && (
        <div id={bodyId} className={styles.sectionBody}>
          {children}
        </div>
      )}
    </section>
  );
}
