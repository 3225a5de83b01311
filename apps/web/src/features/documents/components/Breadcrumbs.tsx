import type { FolderView } from '@teamhub/contracts';
import { ChevronRight, Home } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../DocumentsPage.module.css';

/** The way from the top level to the open folder; every step but the last opens that folder. */
export function Breadcrumbs({ trail, onOpen }: { trail: FolderView[]; onOpen: (folderId: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('documents.breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        <li>
          {trail.length === 0 ? (
            <span aria-current="page">
              <Home size={15} aria-hidden="true" /> {t('documents.home')}
            </span>
          ) : (
            <button type="button" onClick={() => onOpen(null)}>
              <Home size={15} aria-hidden="true" /> {t('documents.home')}
            </button>
          )}
        </li>
        {trail.map((folder, index) => (
          <Fragment key={folder.id}>
            <li aria-hidden="true" className={styles.crumbSeparator}>
              <ChevronRight size={14} />
            </li>
            <li>
              {index === trail.length - 1 ? (
                <span aria-current="page">{folder.name}</span>
              ) : (
                <button type="button" onClick={() => onOpen(folder.id)}>
                  {folder.name}
                </button>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
