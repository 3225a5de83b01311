import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

export function FeedPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.feed')} icon={Newspaper} />;
}
