import { LIMITS, type EditPostBody, type PostView } from '@teamhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import { Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { ToggleRow } from '../../../components/ToggleRow';
import { formatCaptionCounter } from '../../../lib/caption-counter';
import { errorText } from '../../../lib/error-text';
import { editPost } from '../api';
import { updatePostInLists } from '../post-lists';
import form from '../../../components/Form.module.css';
import { EditAlbumAltTexts } from './EditAlbumAltTexts';
import styles from './EditPostDialog.module.css';

type EditableFields = Required<Omit<EditPostBody, 'altTexts'>>;
const FIELDS = ['caption', 'location', 'altText', 'hideViewCount', 'hideLikeCount', 'turnOffCommenting'] as const;

/**
 * Only what changed is sent, so an edit never overwrites a field with what this tab last saw of it.
 * An album's alt texts go as one list when any of them changed (its first is the post's `altText`).
 */
function changesOf(post: PostView, fields: EditableFields, altTexts: string[]): EditPostBody {
  const changes: EditPostBody = Object.fromEntries(
    FIELDS.filter((name) => fields[name] !== post[name]).map((name) => [name, fields[name]]),
  );
  if (post.media.length > 1 && altTexts.some((text, index) => text !== post.media[index]?.altText)) {
    changes.altTexts = altTexts;
  }
  return changes;
}

/**
 * The author's edit of a post: caption (with its counter), location, alt text (one per item of an
 * album) and the three settings,
 * with the create-post wizard's texts. The media cannot change. Saving updates every cached list.
 */
export function EditPostDialog({ post, onClose }: { post: PostView; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<EditableFields>(() => ({
    caption: post.caption,
    location: post.location,
    altText: post.altText,
    hideViewCount: post.hideViewCount,
    hideLikeCount: post.hideLikeCount,
    turnOffCommenting: post.turnOffCommenting,
  }));
  const [altTexts, setAltTexts] = useState(() => post.media.map((item) => item.altText));
  const album = post.media.length > 1;
  const change = (partial: Partial<EditableFields>) => setFields((current) => ({ ...current, ...partial }));
  const save = useMutation({
    mutationFn: (body: EditPostBody) => editPost(post._id, body),
    onSuccess: (edited) => {
      updatePostInLists(queryClient, edited._id, (cached) => ({ ...edited, isLiked: cached.isLiked }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(post, fields, altTexts);
    if (Object.keys(changes).length === 0) onClose();
    else save.mutate(changes);
  };

  return (
    <Dialog title={t('post.editTitle')} closeLabel={t('post.close')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} data-testid="edit-post-dialog">
        <fieldset className={styles.fields} disabled={save.isPending}>
          <FormField label={t('createPost.caption')}>
            {(control) => (
              <>
                <textarea
                  {...control}
                  className={styles.input}
                  rows={5}
                  maxLength={LIMITS.postCaption}
                  placeholder={t('createPost.captionPlaceholder')}
                  value={fields.caption}
                  onChange={(event) => change({ caption: event.target.value })}
                  data-testid="edit-post-caption"
                />
                <span className={styles.counter}>{formatCaptionCounter(fields.caption.length)}</span>
              </>
            )}
          </FormField>
          <FormField label={t('createPost.location')}>
            {(control) => (
              <input
                {...control}
                type="text"
                className={styles.input}
                maxLength={LIMITS.post.location}
                placeholder={t('createPost.locationPlaceholder')}
                value={fields.location}
                onChange={(event) => change({ location: event.target.value })}
              />
            )}
          </FormField>
          {album ? (
            <EditAlbumAltTexts
              media={post.media}
              altTexts={altTexts}
              onChange={setAltTexts}
              inputClassName={styles.input}
            />
          ) : (
            <FormField label={t('createPost.altText')}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  className={styles.input}
                  maxLength={LIMITS.post.altText}
                  placeholder={t('createPost.altTextPlaceholder')}
                  value={fields.altText}
                  onChange={(event) => change({ altText: event.target.value })}
                />
              )}
            </FormField>
          )}
          <div className={styles.toggles} role="group" aria-label={t('createPost.settings')}>
            <ToggleRow
              label={t('createPost.hideLikeCount')}
              hint={t('createPost.hideLikeCountHint')}
              checked={fields.hideLikeCount}
              onChange={(hideLikeCount) => change({ hideLikeCount })}
            />
            <ToggleRow
              label={t('createPost.hideViewCount')}
              checked={fields.hideViewCount}
              onChange={(hideViewCount) => change({ hideViewCount })}
            />
            <ToggleRow
              label={t('createPost.turnOffCommenting')}
              checked={fields.turnOffCommenting}
              onChange={(turnOffCommenting) => change({ turnOffCommenting })}
            />
          </div>
        </fieldset>
        {save.isError && (
          <p className={form.error} role="alert">
            {errorText(save.error, t('post.editFailed'))}
          </p>
        )}
        <div className={form.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose} disabled={save.isPending}>
            {t('post.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={save.isPending} data-testid="edit-post-save">
            {save.isPending ? t('post.saving') : t('post.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
