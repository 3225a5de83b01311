import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

export function ChatPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.chat')} icon={MessageCircle} />;
}
