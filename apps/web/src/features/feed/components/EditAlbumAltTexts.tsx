import { LIMITS, type PostMediaItem } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import styles from './EditAlbumAltTexts.module.css';

interface EditAlbumAltTextsProps {
  media: PostMediaItem[];
  altTexts: string[];
  onChange: (altTexts: string[]) => void;
  inputClassName?: string;
}

/** The edit dialog's alt texts for an album: one field per item, beside its thumbnail, in order. */
export function EditAlbumAltTexts({ media, altTexts, onChange, inputClassName }: EditAlbumAltTextsProps) {
  const { t } = useTranslation();
  const set = (index: number, value: string) => onChange(altTexts.map((text, at) => (at === index ? value : text)));

  return (
    <ol className={styles.list} data-testid="edit-post-alt-texts">
      {media.map((item, index) => (
        <li key={item.url} className={styles.row}>
          {item.mediaType === 'video' ? (
            <video className={styles.thumb} src={item.url} muted playsInline preload="metadata" aria-hidden="true" />
          ) : (
            <img className={styles.thumb} src={item.thumbnailUrl} alt="" />
          )}
          <FormField label={t('album.altText', { n: index + 1 })}>
            {(control) => (
              <input
                {...control}
                type="text"
                className={inputClassName}
                maxLength={LIMITS.post.altText}
                placeholder={t('album.altPlaceholder')}
                value={altTexts[index] ?? ''}
                onChange={(event) => set(index, event.target.value)}
              />
            )}
          </FormField>
        </li>
      ))}
    </ol>
  );
}
