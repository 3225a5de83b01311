import { LIMITS, PRIORITIES, TASK_STATUSES, type ProjectMemberView, type TaskView } from '@teamhub/contracts';
import { Repeat, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { localToday } from '../../../lib/formatters';
import { useProjectMembers } from '../hooks/useProjectQueries';
import type { useTaskFieldSave } from '../hooks/useTaskFieldSave';
import { describeRecurrence } from '../utils/recurrence';
import { taskToForm, type TaskFormValues } from '../utils/task-form';
import boardStyles from './Board.module.css';
import styles from './TaskProperties.module.css';

interface TaskPropertiesProps {
  task: TaskView;
  fields: ReturnType<typeof useTaskFieldSave>;
  /** Opens the repeat dialog (beside the panel, so its Escape stays its own). */
  onRepeat: () => void;
}

type MemberRef = Pick<ProjectMemberView, 'id' | 'username'>;

/** A typed date is only whole once its year is (the field reports 0002, 0020, 0202 on the way to 2026). */
const isWholeDay = (value: string) => value === '' || /^[1-9]\d{3}-\d{2}-\d{2}$/u.test(value);

/** The members to choose from, and the one assigned even before they load (or after they left). */
function assigneeChoices(members: readonly ProjectMemberView[] | undefined, assignee: TaskView['assignee']) {
  const list: readonly MemberRef[] = members ?? [];
  return assignee && !list.some((member) => member.id === assignee.id) ? [...list, assignee] : list;
}

/**
 * The task's fields in its panel, each changed in place (as Linear and Jira's side panels do): a
 * choice saves as it is made, a typed value when Enter is pressed or the field is left. They follow
 * other members' changes live (the board's copy of the task) except while being typed in.
 */
export function TaskProperties({ task, fields, onRepeat }: TaskPropertiesProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const members = useProjectMembers(task.projectId).data;
  const { save, saving } = fields;
  const today = localToday();
  const rule = task.recurrence
    ? describeRecurrence(task.recurrence, task.dueDate, t, i18n.language)
    : t('projects.repeat.none');
  const choose = (field: keyof TaskFormValues) => (event: { target: { value: string } }) =>
    void save(field, event.target.value);

  return (
    <div className={styles.properties}>
      <label htmlFor={`${id}-status`}>{t('projects.form.status')}</label>
      <span className={styles.value}>
        <span className={`${boardStyles.statusDot} ${boardStyles[`status_${task.status}`]}`} aria-hidden="true" />
        <select
          id={`${id}-status`}
          className={styles.control}
          value={task.status}
          onChange={choose('status')}
          disabled={saving === 'status'}
        >
          {TASK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`projects.status.${status}`)}
            </option>
          ))}
        </select>
      </span>

      <label htmlFor={`${id}-priority`}>{t('projects.form.priority')}</label>
      <span className={styles.value}>
        <span className={`${styles.priorityDot} ${styles[`priority_${task.priority}`]}`} aria-hidden="true" />
        <select
          id={`${id}-priority`}
          className={styles.control}
          value={task.priority}
          onChange={choose('priority')}
          disabled={saving === 'priority'}
        >
          {PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`projects.priority.${priority}`)}
            </option>
          ))}
        </select>
      </span>

      <label htmlFor={`${id}-assignee`}>{t('projects.form.assignee')}</label>
      <span className={styles.value}>
        {task.assignee && <Avatar username={task.assignee.username} avatar={task.assignee.avatar} size={24} />}
        <select
          id={`${id}-assignee`}
          className={styles.control}
          value={task.assignee?._id ?? ''}
          onChange={choose('assignee')}
          disabled={saving === 'assignee' || !members}
        >
          <option value="">{t('projects.form.unassigned')}</option>
          {assigneeChoices(members, task.assignee).map((member) => (
            <option key={member.id} value={member.id}>
              {member.username}
            </option>
          ))}
        </select>
      </span>

      <label htmlFor={`${id}-due`}>{t('projects.form.dueDate')}</label>
      <span className={styles.value}>
        <input
          id={`${id}-due`}
          type="date"
          className={styles.control}
          value={task.dueDate ?? ''}
          min={task.dueDate && task.dueDate < today ? task.dueDate : today}
          onChange={(event) => {
            if (isWholeDay(event.target.value)) void save('dueDate', event.target.value);
          }}
          disabled={saving === 'dueDate'}
        />
        {task.dueDate && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => void save('dueDate', '')}
            aria-label={t('projects.panel.clearDueDate')}
            title={t('projects.panel.clearDueDate')}
          >
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </span>

      {/* A button named by what it does and the rule, not by a <label> (which would hide the rule). */}
      <span className={styles.name} aria-hidden="true">
        {t('projects.repeat.label')}
      </span>
      <span className={styles.value}>
        {task.recurrence && <Repeat size={16} aria-hidden="true" className={styles.repeatIcon} />}
        <button
          type="button"
          className={`${styles.control} ${styles.choice}`}
          onClick={onRepeat}
          aria-label={t('projects.repeat.change', { rule })}
          data-testid="task-repeat"
        >
          {rule}
        </button>
      </span>

      <label htmlFor={`${id}-hours`}>{t('projects.form.estimatedHours')}</label>
      <TypedValue
        id={`${id}-hours`}
        value={taskToForm(task).estimatedHours}
        inputMode="numeric"
        maxLength={3}
        placeholder={t('projects.panel.none')}
        onCommit={(value) => save('estimatedHours', value)}
      />

      <label htmlFor={`${id}-tags`}>{t('projects.panel.tags')}</label>
      <TypedValue
        id={`${id}-tags`}
        value={taskToForm(task).tags}
        maxLength={LIMITS.projects.tagsMax * (LIMITS.projects.tagLength + 2)}
        placeholder={t('projects.form.tagsPlaceholder')}
        onCommit={(value) => save('tags', value)}
      />
    </div>
  );
}

interface TypedValueProps {
  id: string;
  value: string;
  placeholder: string;
  maxLength: number;
  inputMode?: 'numeric';
  onCommit: (value: string) => Promise<boolean>;
}

/** A typed field: its draft is kept while focused; Enter or leaving saves it, Escape puts it back. */
function TypedValue({ id, value, placeholder, maxLength, inputMode, onCommit }: TypedValueProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = async () => {
    if (draft === null) return;
    if (draft === value || (await onCommit(draft))) setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape' && draft !== null && draft !== value) {
      // Only a change is undone here; an untouched field lets Escape close the panel.
      event.preventDefault();
      setDraft(null);
    }
  };
  return (
    <span className={styles.value}>
      <input
        id={id}
        className={styles.control}
        value={draft ?? value}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
      />
    </span>
  );
}
