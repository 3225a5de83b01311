import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

export function DocumentsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.documents')} icon={FolderOpen} />;
}
