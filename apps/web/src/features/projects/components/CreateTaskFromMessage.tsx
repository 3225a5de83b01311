import { LIMITS, type MessageView } from '@teamhub/contracts';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { useProjects } from '../hooks/useProjectQueries';
import { errorText } from '../../../lib/error-text';
import { CreateTaskDialog } from './CreateTaskDialog';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './Form.module.css';

interface CreateTaskFromMessageProps {
  message: Pick<MessageView, '_id' | 'conversationId' | 'content'>;
  onClose: () => void;
}

/**
 * "Create task" from a chat message's menu (loaded on demand, so the chat chunk stays small): the
 * create-task dialog prefilled with the text, a link back to the conversation, and a project select.
 */
export function CreateTaskFromMessage({ message, onClose }: CreateTaskFromMessageProps) {
  const { t } = useTranslation();
  const { data: projects, error } = useProjects();
  const chatPath = `/chat?c=${encodeURIComponent(message.conversationId)}`;

  if (!projects || projects.length === 0) {
    return (
      <Dialog title={t('projects.createTaskDialog.title')} closeLabel={t('projects.close')} onClose={onClose}>
        {error ? (
          <p className={`${form.error} ${styles.error}`} role="alert">
            {errorText(error, t('projects.errors.load'))}
          </p>
        ) : projects ? (
          <div className={styles.form}>
            <p className={styles.hint}>{t('projects.emptyTitle')}</p>
            <Link className={buttons.primary} to="/projects">
              {t('projects.createFirst')}
            </Link>
          </div>
        ) : (
          <Spinner label={t('projects.loading')} />
        )}
      </Dialog>
    );
  }

  const text = message.content.trim();
  const link = `${window.location.origin}${chatPath}`;
  return (
    <CreateTaskDialog
      projects={projects}
      initialProjectId={projects[0]?.id ?? ''}
      initial={{
        title: text.slice(0, LIMITS.projects.taskTitle),
        description: `${text}\n\n${t('projects.form.fromMessage', { link })}`.slice(0, LIMITS.projects.taskDescription),
      }}
      sourceMessage={{ conversationId: message.conversationId, messageId: message._id }}
      intro={
        <Link className={styles.sourceLink} to={chatPath} onClick={onClose}>
          <MessageSquareText size={16} aria-hidden="true" />
          {t('projects.editTaskDialog.openChat')}
        </Link>
      }
      onClose={onClose}
    />
  );
}
