import { AI_MODEL_CHOICES, type AiModelChoice } from '@teamhub/contracts';
import { SquarePen, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantStatus } from '../utils/assistant-status';
import styles from './PanelHeader.module.css';
import { HypoMascot } from './HypoMascot';

interface PanelHeaderProps {
  titleId: string;
  status: AssistantStatus;
  model: AiModelChoice;
  onModelChange: (model: AiModelChoice) => void;
  onNewChat: () => void;
  onClose: () => void;
}

const isModelChoice = (value: string): value is AiModelChoice => AI_MODEL_CHOICES.includes(value as AiModelChoice);

/** Title, the service's status, the model choice, and the new-chat and close buttons. */
export function PanelHeader({ titleId, status, model, onModelChange, onNewChat, onClose }: PanelHeaderProps) {
  const { t } = useTranslation();
  const modelId = useId();
  const statusText =
    status.connection === 'offline'
      ? t('assistant.status.offline')
      : status.service === 'unknown' || status.connection === 'unknown'
        ? t('assistant.status.unknown')
        : t(`assistant.services.${status.service}`);
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <HypoMascot frame={0} size={36} />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {t('assistant.name')}
          </h2>
          <p
            className={styles.status}
            data-testid="assistant-status"
            data-service={status.service}
            data-connection={status.connection}
          >
            <span className={styles.dot} aria-hidden="true" />
            {statusText}
          </p>
        </div>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onNewChat}
          aria-label={t('assistant.newChat')}
          title={t('assistant.newChat')}
          data-testid="assistant-new-chat"
        >
          <SquarePen size={19} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onClose}
          aria-label={t('assistant.close')}
          title={t('assistant.close')}
          data-testid="assistant-close"
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div className={styles.modelRow}>
        <label htmlFor={modelId}>{t('assistant.model')}</label>
        <select
          id={modelId}
          className={styles.select}
          value={model}
          onChange={(event) => isModelChoice(event.target.value) && onModelChange(event.target.value)}
          data-testid="assistant-model"
        >
          {AI_MODEL_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 'auto' ? t('assistant.auto') : t(`assistant.services.${choice}`)}
            </option>
          ))}
        </select>
      </div>
    </header>
  );
}
