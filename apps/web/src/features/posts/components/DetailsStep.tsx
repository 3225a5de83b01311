import { LIMITS } from '@teamhub/contracts';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { useSession } from '../../../lib/session/useSession';
import { formatCaptionCounter } from '../../../lib/caption-counter';
import type { PostDetails, WizardState } from '../wizard-state';
import { MediaPreview } from './MediaPreview';
import { StepToolbar } from './StepToolbar';
import { ToggleRow } from '../../../components/ToggleRow';
import creatorStyles from '../../../components/MediaCreator.module.css';
import styles from './CreatePostWizard.module.css';

interface DetailsStepProps {
  state: WizardState;
  onBack: () => void;
  onChange: (details: Partial<PostDetails>) => void;
  onShare: () => void;
}

/** Step 3: caption (with its 'n/2,200' counter), location, alt text and the three post settings; then Share. */
export function DetailsStep({ state, onBack, onChange, onShare }: DetailsStepProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const { details, sharing, progress, error, file, previewUrl } = state;
  const percent = Math.round(progress * 100);

  return (
    <>
      <StepToolbar
        title={t('createPost.detailsTitle')}
        onBack={onBack}
        backDisabled={sharing}
        action={
          <button
            type="button"
            className={creatorStyles.textAction}
            onClick={onShare}
            disabled={sharing}
            data-testid="wizard-share"
          >
            {sharing ? t('createPost.sharing') : t('createPost.share')}
          </button>
        }
      />
      {sharing && (
        <div
          className={creatorStyles.progress}
          role="progressbar"
          aria-label={t('createPost.uploading', { percent })}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span className={creatorStyles.progressTrack}>
            <span style={{ width: `${percent}%` }} />
          </span>
          <small>{t('createPost.uploading', { percent })}</small>
        </div>
      )}
      {error && (
        <p className={creatorStyles.error} role="alert">
          {error}
        </p>
      )}
      <fieldset className={styles.details} disabled={sharing}>
        <div className={styles.detailsMedia}>
          {file && previewUrl && <MediaPreview file={file} url={previewUrl} className={styles.detailsPreview} />}
        </div>
        <div className={styles.fields}>
          {user && (
            <div className={styles.author}>
              <Avatar username={user.username} avatar={user.avatar} size={28} />
              <strong>{user.username}</strong>
            </div>
          )}
          <label className="visually-hidden" htmlFor={`${id}-caption`}>
            {t('createPost.caption')}
          </label>
          <textarea
            id={`${id}-caption`}
            className={styles.caption}
            rows={5}
            maxLength={LIMITS.postCaption}
            placeholder={t('createPost.captionPlaceholder')}
            value={details.caption}
            onChange={(event) => onChange({ caption: event.target.value })}
            aria-describedby={`${id}-counter`}
          />
          <div className={styles.counter} id={`${id}-counter`}>
            {formatCaptionCounter(details.caption.length)}
          </div>
          <label className={styles.inputRow}>
            <span className="visually-hidden">{t('createPost.location')}</span>
            <input
              type="text"
              maxLength={LIMITS.post.location}
              placeholder={t('createPost.locationPlaceholder')}
              value={details.location}
              onChange={(event) => onChange({ location: event.target.value })}
            />
            <MapPin size={18} aria-hidden="true" />
          </label>
          {/* An album's alt texts are each item's, in step 2. */}
          {state.items.length <= 1 && (
            <label className={styles.field}>
              <span>{t('createPost.altText')}</span>
              <input
                type="text"
                maxLength={LIMITS.post.altText}
                placeholder={t('createPost.altTextPlaceholder')}
                value={details.altText}
                onChange={(event) => onChange({ altText: event.target.value })}
              />
              <small className={creatorStyles.hint}>{t('createPost.altTextHint')}</small>
            </label>
          )}
          <div className={styles.toggles} role="group" aria-label={t('createPost.settings')}>
            <ToggleRow
              label={t('createPost.hideLikeCount')}
              hint={t('createPost.hideLikeCountHint')}
              checked={details.hideLikeCount}
              onChange={(hideLikeCount) => onChange({ hideLikeCount })}
            />
            <ToggleRow
              label={t('createPost.hideViewCount')}
              checked={details.hideViewCount}
              onChange={(hideViewCount) => onChange({ hideViewCount })}
            />
            <ToggleRow
              label={t('createPost.turnOffCommenting')}
              checked={details.turnOffCommenting}
              onChange={(turnOffCommenting) => onChange({ turnOffCommenting })}
            />
          </div>
        </div>
      </fieldset>
    </>
  );
}
