import { useTranslation } from 'react-i18next';

/** The chosen file as it will be posted: a playable video or the image. */
export function MediaPreview({ file, url, className }: { file: File; url: string; className?: string }) {
  const { t } = useTranslation();
  if (file.type.startsWith('video/')) {
    return <video className={className} src={url} controls playsInline preload="metadata" />;
  }
  return <img className={className} src={url} alt={t('createPost.previewAlt')} />;
}
