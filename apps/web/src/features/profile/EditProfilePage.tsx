import { UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

export function EditProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.editProfile')} icon={UserRoundPen} />;
}
