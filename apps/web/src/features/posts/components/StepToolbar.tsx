import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import creatorStyles from '../../../components/MediaCreator.module.css';
import styles from './CreatePostWizard.module.css';

interface StepToolbarProps {
  title: string;
  onBack: () => void;
  backDisabled?: boolean;
  /** The step's forward action (Next or Share). */
  action: ReactNode;
}

export function StepToolbar({ title, onBack, backDisabled = false, action }: StepToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={creatorStyles.toolbar}>
      <button
        type="button"
        className={creatorStyles.iconButton}
        onClick={onBack}
        disabled={backDisabled}
        aria-label={t('createPost.back')}
        data-testid="wizard-back"
      >
        <ArrowLeft size={20} aria-hidden="true" />
      </button>
      <h3 className={creatorStyles.stepTitle}>{title}</h3>
      <div className={styles.toolbarAction}>{action}</div>
    </div>
  );
}
