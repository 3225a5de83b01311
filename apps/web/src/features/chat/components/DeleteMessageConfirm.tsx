import type { MessageView } from '@teamhub/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useMessageActions } from '../hooks/useMessageActions';

/** "Delete this message?" for one's own message, in a conversation or a thread. */
export function DeleteMessageConfirm({ message, onClose }: { message: MessageView; onClose: () => void }) {
  const { t } = useTranslation();
  const { remove } = useMessageActions();
  return (
    <ConfirmDialog
      title={t('chat.deleteTitle')}
      message={t('chat.deleteConfirm')}
      confirmLabel={t('chat.delete')}
      onConfirm={() => remove(message)}
      describeFailure={() => t('chat.errors.delete')}
      testIds={{ dialog: 'chat-confirm', confirm: 'chat-confirm-accept' }}
      onClose={onClose}
    />
  );
}
