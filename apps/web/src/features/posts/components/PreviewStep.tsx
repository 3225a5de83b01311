import { useTranslation } from 'react-i18next';
import { MediaPreview } from './MediaPreview';
import { StepToolbar } from './StepToolbar';
import creatorStyles from '../../../components/MediaCreator.module.css';
import styles from './CreatePostWizard.module.css';

interface PreviewStepProps {
  file: File;
  previewUrl: string;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: look at the photo or video; Back drops it, Next goes on to the details. */
export function PreviewStep({ file, previewUrl, onBack, onNext }: PreviewStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <StepToolbar
        title={t('createPost.previewTitle')}
        onBack={onBack}
        action={
          <button type="button" className={creatorStyles.textAction} onClick={onNext}>
            {t('createPost.next')}
          </button>
        }
      />
      <div className={styles.previewFrame}>
        <MediaPreview file={file} url={previewUrl} className={styles.previewMedia} />
      </div>
    </>
  );
}
