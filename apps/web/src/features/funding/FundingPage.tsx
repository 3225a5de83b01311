import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

export function FundingPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.funding')} icon={HandCoins} />;
}
