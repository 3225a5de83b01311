import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

export function MovieRoomPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.movieRoom')} icon={Clapperboard} />;
}
