import type { ProjectView } from '@teamhub/contracts';
import { CalendarDays, Pencil, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth } from '../../../lib/formatters';
import { ProjectIcon } from './ProjectIcon';
import buttons from '../../../components/Button.module.css';
import styles from '../ProjectsPage.module.css';

interface ProjectToolbarProps {
  project: ProjectView;
  onMembers: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The selected project: its name and details, members, and (owner/admin) edit and delete. */
export function ProjectToolbar({ project, onMembers, onEdit, onDelete }: ProjectToolbarProps) {
  const { t } = useTranslation();
  const manages = project.myRole === 'owner' || project.myRole === 'admin';
  return (
    <div className={styles.toolbar}>
      <span className={`${styles.projectIcon} ${styles[`category_${project.category}`]}`} aria-hidden="true">
        <ProjectIcon name={project.name} size={22} />
      </span>
      <div className={styles.projectInfo}>
        <h2 className={styles.projectName}>{project.name}</h2>
        <p className={styles.projectMeta}>
          <span className={styles.chip}>{t(`projects.category.${project.category}`)}</span>
          <span className={`${styles.chip} ${styles[`priority_${project.priority}`]}`}>
            {t('projects.priorityLabel', { priority: t(`projects.priority.${project.priority}`) })}
          </span>
          {project.deadline && (
            <span className={styles.metaItem}>
              <CalendarDays size={14} aria-hidden="true" />
              {t('projects.deadline', { date: formatDayMonth(project.deadline) })}
            </span>
          )}
          <span className={styles.metaItem}>{t(`projects.roles.${project.myRole}`)}</span>
        </p>
        {project.description && <p className={styles.projectDescription}>{project.description}</p>}
      </div>
      <div className={styles.toolbarActions}>
        <button type="button" className={buttons.secondary} onClick={onMembers}>
          <Users size={16} aria-hidden="true" />
          {t('projects.members')}
          <span className={styles.badge} aria-hidden="true">
            {project.membersCount}
          </span>
        </button>
        {manages && (
          <button type="button" className={buttons.secondary} onClick={onEdit}>
            <Pencil size={16} aria-hidden="true" />
            {t('projects.editProject')}
          </button>
        )}
        {project.myRole === 'owner' && (
          <button type="button" className={buttons.dangerOutline} onClick={onDelete}>
            <Trash2 size={16} aria-hidden="true" />
            {t('projects.deleteProject')}
          </button>
        )}
      </div>
    </div>
  );
}
