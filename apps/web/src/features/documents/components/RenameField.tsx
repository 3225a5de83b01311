import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitName } from '../utils/document-name';
import styles from './Items.module.css';

interface RenameFieldProps {
  name: string;
  /** Documents keep their extension (shown beside the box); folders have none. */
  keepExtension: boolean;
  /** Called with the full new name, or not at all when unchanged or blank. */
  onCommit: (name: string) => void;
  onDone: () => void;
}

/** The name as a textbox holding the base name: Enter or blur commits, Escape cancels. */
export function RenameField({ name, keepExtension, onCommit, onDone }: RenameFieldProps) {
  const { t } = useTranslation();
  const { base, extension } = keepExtension ? splitName(name) : { base: name, extension: '' };
  const [value, setValue] = useState(base);
  // Enter and Escape end the edit before the blur that follows: the blur must not commit again.
  const finished = useRef(false);
  const finish = (commit: boolean) => {
    if (finished.current) return;
    finished.current = true;
    const typed = value.trim();
    if (commit && typed && typed !== base) onCommit(`${typed}${extension}`);
    onDone();
  };
  return (
    <span className={styles.rename}>
      <input
        className={styles.renameInput}
        aria-label={t('documents.newName')}
        value={value}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setValue(event.target.value)}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            finish(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            finish(false);
          }
        }}
        onBlur={() => finish(true)}
      />
      {extension && <span className={styles.extension}>{extension}</span>}
    </span>
  );
}
