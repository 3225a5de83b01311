import type { ProjectView } from '@teamhub/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_PANEL_ID, projectTabId } from '../utils/element-ids';
import { ProjectIcon } from './ProjectIcon';
import styles from '../ProjectsPage.module.css';

interface ProjectTabsProps {
  projects: ProjectView[];
  selectedId: string;
  onSelect: (projectId: string) => void;
}

/** One tab per project (the accessible name is the project's name); arrows, Home and End move between them. */
export function ProjectTabs({ projects, selectedId, onSelect }: ProjectTabsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = projects.findIndex((project) => project.id === selectedId);
    const last = projects.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % projects.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + projects.length) % projects.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const project = projects[next];
    if (!project) return;
    onSelect(project.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(projectTabId(project.id))}`)?.focus();
  };
  return (
    <div ref={list} className={styles.tabs} role="tablist" aria-label={t('projects.tabsLabel')} onKeyDown={onKeyDown}>
      {projects.map((project) => {
        const selected = project.id === selectedId;
        return (
          <button
            key={project.id}
            id={projectTabId(project.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={BOARD_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(project.id)}
            data-testid="project-tab"
          >
            <span className={`${styles.tabIcon} ${styles[`category_${project.category}`]}`} aria-hidden="true">
              <ProjectIcon name={project.name} size={16} />
            </span>
            <span className={styles.tabName}>{project.name}</span>
          </button>
        );
      })}
    </div>
  );
}
