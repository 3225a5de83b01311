import { SquareKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

export function ProjectsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.projects')} icon={SquareKanban} />;
}
